import { AD_CONSTANTS } from './adConstants';
import { safeHttpUrl } from './safeUrl';

/** An entry of the network's JSON feed, as the network sends it. */
export interface AdFeedItem {
  company?: unknown;
  description?: unknown;
  image?: unknown;
  statlink?: unknown;
  statimp?: unknown;
  pixel?: unknown;
  timestamp?: unknown;
}

/** A usable feed entry, checked: plain text and http(s) URLs only. */
export interface FeedAd {
  company: string;
  description: string;
  image: string | null;
  link: string;
  /** The impression pixels, fired once when the ad is shown. */
  impressionUrls: string[];
}

export type FeedResult = { status: 'ad'; ad: FeedAd } | { status: 'failed' } | { status: 'empty' };

function text(value: unknown): string {
  return typeof value === 'string' ? value.trim() : '';
}

/** `statimp` and the `||`-separated `pixel` list, with `[timestamp]` filled in. */
function impressionUrls(item: AdFeedItem): string[] {
  const timestamp = text(item.timestamp) || String(Date.now());
  const candidates = [text(item.statimp), ...text(item.pixel).split('||')].map((url) =>
    url.replace(/\[timestamp\]/g, encodeURIComponent(timestamp)),
  );
  const urls = candidates.map(safeHttpUrl).filter((url): url is string => url !== null);
  return [...new Set(urls)];
}

/**
 * An entry is usable when it has content (a company or description to show) and a statlink
 * (the advertiser link, which must be http(s)).
 */
function toFeedAd(item: unknown): FeedAd | null {
  if (!item || typeof item !== 'object' || Array.isArray(item)) {
    return null;
  }
  const entry = item as AdFeedItem;
  const link = safeHttpUrl(entry.statlink);
  const company = text(entry.company);
  const description = text(entry.description);
  if (!link || (!company && !description)) {
    return null;
  }
  return { company, description, image: safeHttpUrl(entry.image), link, impressionUrls: impressionUrls(entry) };
}

/** The first usable entry of a feed answer (`{ ads: [...] }`), or null. */
export function firstUsableFeedAd(data: unknown): FeedAd | null {
  const ads = data && typeof data === 'object' ? (data as { ads?: unknown }).ads : undefined;
  if (!Array.isArray(ads)) {
    return null;
  }
  for (const item of ads) {
    const ad = toFeedAd(item);
    if (ad) {
      return ad;
    }
  }
  return null;
}

/** One GET of the feed. A network error, an error status or a body that is not JSON: failed. */
export async function fetchFeedOnce(url: string, signal?: AbortSignal): Promise<FeedResult> {
  let data: unknown;
  try {
    const response = await fetch(url, { signal, credentials: 'omit' });
    if (!response.ok) {
      return { status: 'failed' };
    }
    data = await response.json();
  } catch {
    return { status: 'failed' };
  }
  const ad = firstUsableFeedAd(data);
  return ad ? { status: 'ad', ad } : { status: 'empty' };
}

function pause(ms: number, signal?: AbortSignal): Promise<void> {
  return new Promise((resolve) => {
    const timer = setTimeout(resolve, ms);
    signal?.addEventListener(
      'abort',
      () => {
        clearTimeout(timer);
        resolve();
      },
      { once: true },
    );
  });
}

/**
 * The feed's first usable ad. When an answer has none, asks again (up to 10 more times);
 * a failed request ends it with no ad. Aborting `signal` stops it, with no ad.
 */
export async function loadFeedAd(url: string, signal?: AbortSignal): Promise<FeedAd | null> {
  for (let attempt = 0; attempt <= AD_CONSTANTS.maxFeedRetries; attempt += 1) {
    if (attempt > 0) {
      await pause(AD_CONSTANTS.feedRetryDelayMs, signal);
    }
    if (signal?.aborted) {
      return null;
    }
    const result = await fetchFeedOnce(url, signal);
    if (result.status === 'ad') {
      return result.ad;
    }
    if (result.status === 'failed') {
      return null;
    }
  }
  return null;
}
