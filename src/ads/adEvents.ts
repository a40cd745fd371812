import type { AdLayout } from './adConstants';

export type AdEventName = 'ad-display' | 'ad-click' | 'ad-crash';

export interface AdEventParams {
  /** Which ad: an in-house ad's label, `ad-network`, `ad-feed` or `ad-block-appeal`; for a crash, the error. */
  label: string;
  layout: AdLayout | null;
}

export type AdEventSink = (name: AdEventName, params: AdEventParams) => void;

const noSink: AdEventSink = () => {};
let sink: AdEventSink = noSink;

/**
 * The analytics module registers where ad events go; until it does (or with analytics off)
 * they go nowhere. Returns a function that unregisters it.
 */
export function registerAdEventSink(next: AdEventSink): () => void {
  sink = next;
  return () => {
    if (sink === next) {
      sink = noSink;
    }
  };
}

export function sendAdEvent(name: AdEventName, params: AdEventParams): void {
  try {
    sink(name, params);
  } catch {
    // Reporting is best effort: a failing analytics call must never take the ad down with it.
  }
}
