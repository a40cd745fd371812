import { AD_CONSTANTS, type AdLayout } from './adConstants';
import { useAdManager } from './AdManager';
import { AD_NETWORK_CONFIG, type AdNetworkConfig } from './adNetworkConfig';
import { layoutForSessionValue, type RandomSource } from './adSplits';

export interface AdSession {
  /** Inline with 20% probability, otherwise image: one layout for every ad of the page load. */
  layout: AdLayout;
  random: RandomSource;
  network: AdNetworkConfig;
  displayEventRatio: number;
}

/** The ad manager's state, with the layout it gives and the defaults filled in. */
export function useAdSession(): AdSession {
  const { sessionValue, random, network, displayEventRatio } = useAdManager();
  return {
    layout: layoutForSessionValue(sessionValue),
    random,
    network: network ?? AD_NETWORK_CONFIG,
    displayEventRatio: displayEventRatio ?? AD_CONSTANTS.displayEventRatio,
  };
}
