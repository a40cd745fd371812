import * as React from 'react';
import type { AdNetworkConfig } from './adNetworkConfig';
import type { RandomSource } from './adSplits';

// Loaded on every page, so it only holds state; what the state means (layout, defaults) is
// worked out by `useAdSession`, in the ad code that loads on demand.
export interface AdManagerValue {
  /** The page load's one random value: it decides the layout of every ad of the load. */
  sessionValue: number;
  /** Every other draw of the ads (which in-house ad, appeal or not, sampling) uses it too. */
  random: RandomSource;
  /** Overrides of the defaults (the build's network configuration, 10% display sampling). */
  network?: AdNetworkConfig;
  displayEventRatio?: number;
}

const AdManagerContext = React.createContext<AdManagerValue | null>(null);

export const MISSING_AD_MANAGER =
  'MUI X docs: the ad configuration is missing. Wrap the component in the ad manager (<AdManager>).';

export interface AdManagerProps {
  random?: RandomSource;
  network?: AdNetworkConfig;
  displayEventRatio?: number;
  children: React.ReactNode;
}

/**
 * Holds what every ad of the page load shares. It sits in the app's provider chain, so
 * client-side navigation keeps the session value; a new page load draws a new one.
 */
export function AdManager({ random = Math.random, network, displayEventRatio, children }: AdManagerProps) {
  // Drawn on the server too, but ads render in the browser only, so the two never meet.
  const [sessionValue] = React.useState(() => random());
  const value = React.useMemo<AdManagerValue>(
    () => ({ sessionValue, random, network, displayEventRatio }),
    [sessionValue, random, network, displayEventRatio],
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
