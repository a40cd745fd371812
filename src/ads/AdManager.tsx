import * as React from 'react';
import { AD_CONSTANTS, type AdLayout } from './adConstants';
import { AD_NETWORK_CONFIG, type AdNetworkConfig } from './adNetworkConfig';
import { layoutForSessionValue, type RandomSource } from './adSplits';

export interface AdManagerValue {
  /** The layout of every ad of the page load, from the load's one random session value. */
  layout: AdLayout;
  /** Every other draw of the ads (which in-house ad, appeal or not, sampling) uses it too. */
  random: RandomSource;
  displayEventRatio: number;
  network: AdNetworkConfig;
}

const AdManagerContext = React.createContext<AdManagerValue | null>(null);

export const MISSING_AD_MANAGER =
  'MUI X docs: the ad configuration is missing. Wrap the component in the ad manager (<AdManager>).';

export interface AdManagerProps {
  random?: RandomSource;
  displayEventRatio?: number;
  network?: AdNetworkConfig;
  children: React.ReactNode;
}

/**
 * Holds what every ad of the page load shares. It sits in the app's provider chain, so
 * client-side navigation keeps the session value; a new page load draws a new one.
 */
export function AdManager({
  random = Math.random,
  displayEventRatio = AD_CONSTANTS.displayEventRatio,
  network = AD_NETWORK_CONFIG,
  children,
}: AdManagerProps) {
  // Drawn on the server too, but ads render in the browser only, so the two never meet.
  const [sessionValue] = React.useState(() => random());
  const value = React.useMemo<AdManagerValue>(
    () => ({ layout: layoutForSessionValue(sessionValue), random, displayEventRatio, network }),
    [sessionValue, random, displayEventRatio, network],
  );
  return <AdManagerContext.Provider value={value}>{children}</AdManagerContext.Provider>;
}

export function useAdManager(): AdManagerValue {
  const value = React.useContext(AdManagerContext);
  if (!value) {
    throw new Error(MISSING_AD_MANAGER);
  }
  return value;
}
