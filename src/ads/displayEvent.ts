import { AD_CONSTANTS } from './adConstants';
import { drawDisplaySample, type RandomSource } from './adSplits';
import { sendAdEvent, type AdEventParams } from './adEvents';

/**
 * Sends the display event of a sampled ad 2.5 s after it is shown. Returns a cancel function
 * for when the ad goes away sooner.
 */
export function scheduleDisplayEvent(params: AdEventParams, random: RandomSource, ratio: number): () => void {
  if (!drawDisplaySample(random, ratio)) {
    return () => {};
  }
  const timer = setTimeout(() => sendAdEvent('ad-display', params), AD_CONSTANTS.displayEventDelayMs);
  return () => clearTimeout(timer);
}
