import { NETWORK_ELEMENT_SELECTOR, SPONSOR_PLACEHOLDER_LINK } from './adNetworkConfig';
import type { NetworkObservation } from './networkPolling';

function samePage(href: string, target: string): boolean {
  try {
    const a = new URL(href);
    const b = new URL(target);
    const path = (url: URL) => url.pathname.replace(/\/$/, '');
    return a.origin === b.origin && path(a) === path(b);
  } catch {
    return false;
  }
}

/** Looks inside `container` (where the network's script was put) for the network's element. */
export function observeNetwork(container: ParentNode): NetworkObservation {
  const element = container.querySelector(NETWORK_ELEMENT_SELECTOR);
  if (!element) {
    return 'absent';
  }
  const links = Array.from(element.querySelectorAll('a[href]'));
  return links.some((link) => samePage(link.getAttribute('href') ?? '', SPONSOR_PLACEHOLDER_LINK))
    ? 'placeholder'
    : 'ad';
}

/** Links of the network's ad open the advertiser in a new tab, marked as sponsored. */
export function markSponsoredLinks(container: ParentNode): void {
  for (const link of Array.from(container.querySelectorAll(`${NETWORK_ELEMENT_SELECTOR} a[href]`))) {
    link.setAttribute('rel', 'sponsored noopener');
    link.setAttribute('target', '_blank');
  }
}
