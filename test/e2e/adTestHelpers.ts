import type { Page, Route } from '@playwright/test';
import { INTEGRATION_ENV } from './integrationEnv';

/** The ad network of the integration build: fake hosts (script, feed) that only these routes serve. */
export const SCRIPT_URL = INTEGRATION_ENV.NEXT_PUBLIC_AD_NETWORK_SCRIPT;
export const FEED_URL = INTEGRATION_ENV.NEXT_PUBLIC_AD_NETWORK_FEED;
const SCRIPT_ORIGIN = new URL(SCRIPT_URL).origin;
/** The feed's host also serves the feed's images and impression pixels in these tests. */
export const FEED_ORIGIN = new URL(FEED_URL).origin;

/** A docs page without a plan: it carries an ad. */
export const AD_PAGE = '/x/introduction/installation/';

export const SLOT = { role: 'complementary', name: 'Advertisement' } as const;

const AD_IMAGE = `<svg xmlns="http://www.w3.org/2000/svg" width="130" height="100"><rect width="130" height="100" fill="#c33"/></svg>`;

/** The network's script: after a network-like delay it renders its ad right after itself. */
export const NETWORK_SCRIPT = `setTimeout(function () {
  var script = document.getElementById('_carbonads_js');
  var ad = document.createElement('div');
  ad.id = 'carbonads';
  ad.innerHTML = '<span><span class="carbon-wrap">' +
    '<a class="carbon-img" href="https://advertiser.example.test/"><img src="${SCRIPT_ORIGIN}/ad.svg" width="130" height="100" alt=""></a>' +
    '<a class="carbon-text" href="https://advertiser.example.test/">Test advertiser: builds that finish before your coffee does.</a>' +
    '</span><a class="carbon-poweredby" href="${SCRIPT_ORIGIN}/about">ads via the test network</a></span>';
  script.parentNode.insertBefore(ad, script.nextSibling);
}, 700);`;

/**
 * Fixes `Math.random` for the page: `beforeScript` until the network's script tag exists (the
 * session draw, hence the layout), `afterScript` from then on (appeal or in-house ad, sampling).
 */
export async function fixRandom(page: Page, beforeScript: number, afterScript = beforeScript): Promise<void> {
  await page.addInitScript(
    ([before, after]) => {
      Math.random = () => (document.getElementById('_carbonads_js') ? after : before);
    },
    [beforeScript, afterScript],
  );
}

export interface AdNetworkRequests {
  urls: string[];
}

/**
 * Serves the fake ad network: its script (or an abort, as an ad blocker does), its feed and
 * its images and pixels. Page routes win over the offline fixture's context route.
 */
export async function serveAdNetwork(
  page: Page,
  { script = 'serve', feed }: { script?: 'serve' | 'block'; feed?: unknown } = {},
): Promise<AdNetworkRequests> {
  const requests: AdNetworkRequests = { urls: [] };
  await page.route(
    (url) => url.origin === SCRIPT_ORIGIN || url.origin === FEED_ORIGIN,
    (route: Route) => {
      const url = route.request().url();
      requests.urls.push(url);
      const cors = { 'access-control-allow-origin': '*' };
      if (url === SCRIPT_URL) {
        return script === 'block'
          ? route.abort('blockedbyclient')
          : route.fulfill({ contentType: 'text/javascript', body: NETWORK_SCRIPT });
      }
      if (url === FEED_URL) {
        return route.fulfill({
          contentType: 'application/json',
          headers: cors,
          body: JSON.stringify(feed ?? { ads: [] }),
        });
      }
      if (url.endsWith('.svg')) {
        return route.fulfill({ contentType: 'image/svg+xml', body: AD_IMAGE });
      }
      return route.fulfill({ contentType: 'image/gif', headers: cors, body: '' });
    },
  );
  return requests;
}

interface RecordedShift {
  value: number;
  hadRecentInput: boolean;
  /**
   * Whether the slot caused it: everything that moved is the slot or comes after it, and
   * something moved up or down (an ad that does not fit pushes what follows down). A shift
   * that also moves the title started above the slot; one that only moves things sideways
   * (a button whose icon font arrived) is not the slot's.
   */
  fromSlot: boolean;
}

/** Records every layout shift of the page from its start (PerformanceObserver 'layout-shift'). */
export async function recordLayoutShifts(page: Page): Promise<void> {
  await page.addInitScript(() => {
    interface LayoutShiftEntry extends PerformanceEntry {
      value: number;
      hadRecentInput: boolean;
      sources: Array<{ node: Node | null; previousRect: DOMRectReadOnly; currentRect: DOMRectReadOnly }>;
    }
    const shifts: RecordedShift[] = [];
    (window as unknown as { __layoutShifts: RecordedShift[] }).__layoutShifts = shifts;
    new PerformanceObserver((list) => {
      const slot = document.querySelector('[role="complementary"][aria-label="Advertisement"]');
      const atOrAfterSlot = (node: Node | null) =>
        !!slot &&
        !!node &&
        (slot === node ||
          slot.contains(node) ||
          (slot.compareDocumentPosition(node) & Node.DOCUMENT_POSITION_FOLLOWING) !== 0);
      for (const entry of list.getEntries() as LayoutShiftEntry[]) {
        const fromSlot =
          entry.sources.length > 0 &&
          entry.sources.every((source) => atOrAfterSlot(source.node)) &&
          entry.sources.some((source) => source.previousRect.y !== source.currentRect.y);
        shifts.push({ value: entry.value, hadRecentInput: entry.hadRecentInput, fromSlot });
      }
    }).observe({ type: 'layout-shift', buffered: true });
  });
}

export async function layoutShifts(page: Page): Promise<RecordedShift[]> {
  return page.evaluate(() => (window as unknown as { __layoutShifts: RecordedShift[] }).__layoutShifts);
}
