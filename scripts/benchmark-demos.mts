// Measures, in Chromium against the built site (out/), what demos cost a page:
// - the JavaScript a demo page loads before any demo hydrates (demos never come near the
//   viewport: IntersectionObserver is made inert), against a text page; budget: at most
//   30 KiB gzip more than the text page;
// - the JavaScript it has loaded once every demo has hydrated (each scrolled into view).
// The heaviest demo page is the English page with the most JavaScript once its demos have
// hydrated. The table is written into docs/PERFORMANCE.md.
// Usage: npx tsx scripts/benchmark-demos.mts [--port 4310] [--no-write] (after a build).
import fs from 'node:fs';
import path from 'node:path';
import zlib from 'node:zlib';
import type { Browser } from 'playwright-core';
import { markdownTable } from './lib/markdownTable';
import { writeBenchmarkTable } from './lib/markedBlock';
import { launchChromium, portArgument, serveSite } from './lib/servedSite';
import { TEXT_PAGE, exportedPageUrls, firstLoadJsBytes, kib } from './lib/pageScripts';
import { OUT_DIR } from './lib/paths';

const BUDGET_ABOVE_TEXT_PAGE_KIB = 30;
const port = portArgument(4310);

interface DemoPage {
  url: string;
  /** How many live demos the page shows. */
  demos: number;
}

interface Measure {
  /** Gzip bytes of the scripts loaded. */
  bytes: number;
  files: number;
}

/** English docs pages of the export that show demos, and how many each shows. */
function demoPages(): DemoPage[] {
  return exportedPageUrls(OUT_DIR)
    .filter((url) => url.startsWith('/x/'))
    .map((url) => ({
      url,
      demos: (fs.readFileSync(path.join(OUT_DIR, url, 'index.html'), 'utf8').match(/class="demo-live"/g) ?? []).length,
    }))
    .filter((page) => page.demos > 0);
}

// Replaces IntersectionObserver with one that never reports: no demo comes near the viewport.
const INERT_OBSERVER = `window.IntersectionObserver = class {
  observe() {} unobserve() {} disconnect() {} takeRecords() { return []; }
};`;

/** Gzip bytes of every script the page loads, in a fresh browser context. */
async function measure(
  browser: Browser,
  origin: string,
  url: string,
  { hydrateDemos }: { hydrateDemos: boolean },
): Promise<Measure> {
  const context = await browser.newContext({ viewport: { width: 1280, height: 800 } });
  if (!hydrateDemos) await context.addInitScript(INERT_OBSERVER);
  const page = await context.newPage();
  const bodies: Promise<number>[] = [];
  page.on('response', (response) => {
    if (response.request().resourceType() === 'script' && response.url().startsWith(origin)) {
      bodies.push(response.body().then((body) => zlib.gzipSync(body).length));
    }
  });
  await page.goto(`${origin}${url}`);
  await page.waitForLoadState('networkidle');
  if (hydrateDemos) {
    for (const demo of await page.locator('.demo-live').all()) {
      await demo.scrollIntoViewIfNeeded();
      await page.waitForFunction((element) => element.dataset.demoState === 'live', await demo.elementHandle());
    }
    await page.waitForLoadState('networkidle');
  } else {
    const live = await page.locator('.demo-live[data-demo-state="live"]').count();
    if (live > 0) throw new Error(`${url}: ${live} demos hydrated although none came near the viewport.`);
  }
  const sizes = await Promise.all(bodies);
  await context.close();
  return { bytes: sizes.reduce((sum, size) => sum + size, 0), files: sizes.length };
}

if (!fs.existsSync(path.join(OUT_DIR, 'index.html'))) {
  console.error('No build in out/: run `npm run build` first.');
  process.exit(1);
}
const server = await serveSite({ port });
const browser = await launchChromium();
try {
  const { origin } = server;
  const textPage = await measure(browser, origin, `/${TEXT_PAGE}/`, { hydrateDemos: false });
  const afterHydration = textPage.bytes - firstLoadJsBytes(OUT_DIR, TEXT_PAGE);
  let heaviest: (DemoPage & { hydrated: Measure }) | null = null;
  for (const candidate of demoPages()) {
    const hydrated = await measure(browser, origin, candidate.url, { hydrateDemos: true });
    if (!heaviest || hydrated.bytes > heaviest.hydrated.bytes) heaviest = { ...candidate, hydrated };
  }
  if (!heaviest) throw new Error('No page of the build shows a demo.');
  const beforeHydration = await measure(browser, origin, heaviest.url, { hydrateDemos: false });
  const above = beforeHydration.bytes - textPage.bytes;

  const rows = [
    [`JS of a text page (/${TEXT_PAGE}/), gzip`, kib(textPage.bytes), ''],
    ['… of which fetched after hydration (not in its HTML)', kib(afterHydration), ''],
    [
      `JS of the heaviest demo page (${heaviest.url}, ${heaviest.demos} demo${heaviest.demos === 1 ? '' : 's'}) before any demo hydrates, gzip`,
      kib(beforeHydration.bytes),
      '',
    ],
    ['… above the text page', kib(above), `≤ ${BUDGET_ABOVE_TEXT_PAGE_KIB} KiB`],
    [
      `JS of that page after all its demos hydrate, gzip (${heaviest.hydrated.files} files)`,
      kib(heaviest.hydrated.bytes),
      '',
    ],
  ];
  const table = markdownTable(['measure', 'value', 'budget'], rows);
  console.log(table);
  writeBenchmarkTable('benchmark-demos', table);
  if (above / 1024 > BUDGET_ABOVE_TEXT_PAGE_KIB) {
    console.error('Over budget.');
    process.exitCode = 1;
  }
} finally {
  await browser.close();
  server.stop();
}
