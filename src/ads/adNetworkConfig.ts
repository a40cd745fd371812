import { safeHttpUrl } from './safeUrl';

/** Where the third-party ad network lives; a part that is null is off. */
export interface AdNetworkConfig {
  /** Script of the image layout: it renders the network's element next to itself. */
  scriptUrl: string | null;
  /** JSON feed of the inline layout. */
  feedUrl: string | null;
}

/** Unset or malformed values switch that part of the network off (in-house ads instead). */
export function parseAdNetworkConfig(env: { script?: string; feed?: string }): AdNetworkConfig {
  return { scriptUrl: safeHttpUrl(env.script), feedUrl: safeHttpUrl(env.feed) };
}

/** Read at build time: Next.js inlines `NEXT_PUBLIC_` variables written out in full. */
export const AD_NETWORK_CONFIG: AdNetworkConfig = parseAdNetworkConfig({
  script: process.env.NEXT_PUBLIC_AD_NETWORK_SCRIPT,
  feed: process.env.NEXT_PUBLIC_AD_NETWORK_FEED,
});

/**
 * The network's page contract: its script finds itself by this id and inserts an element
 * matching the selector right after itself.
 */
export const NETWORK_SCRIPT_ID = '_carbonads_js';
export const NETWORK_ELEMENT_SELECTOR = '#carbonads';

/**
 * When the network has no paid ad it serves our sponsor placeholder: an ad linking to this
 * page. An in-house ad is more useful than that placeholder.
 */
export const SPONSOR_PLACEHOLDER_LINK = 'https://mui.com/material-ui/discover-more/backers/';
