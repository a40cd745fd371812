// Measures the search against the built site (out/):
// - the index: time to build it (runs scripts/build-search-index.mts again over out/), pages,
//   size on disk;
// - in Chromium, from a click on the search button to the first query's results on screen:
//   every byte fetched (the dialog's chunk, Pagefind's script and WebAssembly, the index
//   pieces), as served by scripts/serve.mts (no compression) and as a host compressing text
//   files sends them (Pagefind's index files are compressed already); budget 120 kB;
// - the time from the last keystroke of a query to its results painted, typing at 80 ms a key,
//   over 12 queries (the debounce included); budget: median 100 ms.
// The table is written into docs/PERFORMANCE.md. Usage: npx tsx scripts/benchmark-search.mts [--port 4312] [--no-write]
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import zlib from 'node:zlib';
import type { Browser, Locator, Page } from 'playwright-core';
import { markdownTable } from './lib/markdownTable';
import { writeBenchmarkTable } from './lib/markedBlock';
import { launchChromium, median, portArgument, serveSite, waitForQuiet } from './lib/servedSite';
import { OUT_DIR } from './lib/paths';
import { openSearchDialog } from './lib/openSearchDialog';

const START_PAGE = '/x/react-data-grid/';
const FIRST_QUERY = 'sortModel';
const QUERIES = [
  'sortModel',
  'pagination',
  'date range',
  'legend',
  'tree item',
  'localization',
  'export csv',
  'column pinning',
  'timezone',
  'license key',
  'dark mode',
  'virtualization',
];
const KEY_DELAY_MS = 80;
const BUDGETS = { firstQueryKB: 120, latencyMs: 100 };
const kb = (bytes: number) => `${(bytes / 1000).toFixed(1)} kB`;

if (!fs.existsSync(path.join(OUT_DIR, 'pagefind', 'pagefind.js'))) {
  console.error('No search index in out/pagefind/: run `npm run build` first.');
  process.exit(1);
}

// Indexing: the build's own step, run again over the same export.
const indexRun = spawnSync('npx', ['tsx', 'scripts/build-search-index.mts'], { encoding: 'utf8', env: process.env });
if (indexRun.status !== 0) {
  console.error(indexRun.stdout, indexRun.stderr);
  process.exit(1);
}
const indexLine = indexRun.stdout.trim().split('\n').pop() ?? '';
const indexMatch = /: (\d+) pages \(([^)]*)\) in ([\d.]+) s, ([\d.]+) MiB/.exec(indexLine);
if (!indexMatch) throw new Error(`Unexpected output of the index step: ${indexLine}`);
const [, indexPages, indexLanguages, indexSeconds, indexMiB] = indexMatch;

/** Bytes a host compressing text files would send for `url` (a file of out/). */
function compressedBytes(url: string): number {
  const file = path.join(OUT_DIR, decodeURIComponent(new URL(url).pathname));
  const body = fs.readFileSync(file);
  return /\.(js|json|css|html)$/.test(file) ? zlib.gzipSync(body).length : body.length;
}

/** A response: its URL, and the bytes sent as served and as a host compressing text files sends them. */
interface Fetched {
  url: string;
  bytes: number;
  compressed: number;
}

/**
 * Opens search on a fresh page, types `query` and waits for its results: every response from the
 * click on the search button on, with the bytes sent as served and as a compressing host sends them.
 */
async function firstQuery(
  browser: Browser,
  origin: string,
  query: string,
): Promise<{ page: Page; input: Locator; fetched: Fetched[] }> {
  const page = await browser.newPage({ viewport: { width: 1400, height: 900 } });
  await page.goto(`${origin}${START_PAGE}`);
  await waitForQuiet(page);

  const client = await page.context().newCDPSession(page);
  await client.send('Network.enable');
  const urls = new Map<string, string>();
  const transferred = new Map<string, number>();
  client.on('Network.responseReceived', ({ requestId, response }) => urls.set(requestId, response.url));
  client.on('Network.loadingFinished', ({ requestId, encodedDataLength }) =>
    transferred.set(requestId, encodedDataLength),
  );

  await openSearchDialog(page, () =>
    page
      .getByRole('banner')
      .getByRole('button', { name: /^Search/ })
      .click(),
  );
  const input = page.getByRole('dialog').getByRole('searchbox');
  await input.fill(query);
  await page.locator(`dialog[open] ul[data-query="${query}"]`).waitFor();
  await page.waitForLoadState('networkidle');
  const fetched = [...transferred].map(([requestId, bytes]) => {
    const url = urls.get(requestId) ?? '';
    return { url, bytes, compressed: url.startsWith(origin) ? compressedBytes(url) : bytes };
  });
  return { page, input, fetched };
}

const sum = (list: Fetched[], key: 'bytes' | 'compressed') => list.reduce((total, entry) => total + entry[key], 0);

const server = await serveSite({ port: portArgument(4312) });
const browser = await launchChromium();
const chromiumVersion = browser.version();
let fetched: Fetched[];
let timings: number[];
const otherFirstQueries: { query: string; compressed: number }[] = [];
try {
  const first = await firstQuery(browser, server.origin, FIRST_QUERY);
  const { page, input } = first;
  fetched = first.fetched;

  timings = [];
  for (const query of QUERIES) {
    await input.fill('');
    await page.waitForTimeout(200);
    const done = page.evaluate(
      (expected) =>
        new Promise<number>((resolve) => {
          const box = document.querySelector('dialog[open] input');
          if (!box) throw new Error('No search box in the open dialog.');
          let lastInput = 0;
          box.addEventListener('input', () => {
            lastInput = performance.now();
          });
          // No named function in here: tsx would wrap it in a `__name` helper the page lacks.
          const observer = new MutationObserver(() => {
            const list = document.querySelector('dialog[open] ul[data-query]');
            if (lastInput && list?.getAttribute('data-query') === expected) {
              observer.disconnect();
              // The next frame: the results have been painted.
              requestAnimationFrame(() => resolve(performance.now() - lastInput));
            }
          });
          observer.observe(box.closest('dialog') ?? document.body, {
            subtree: true,
            childList: true,
            attributes: true,
          });
        }),
      query,
    );
    await input.pressSequentially(query, { delay: KEY_DELAY_MS });
    timings.push(await done);
  }
  await page.close();

  // The same first-query measure for every other query, each on a fresh page (empty cache).
  for (const query of QUERIES.filter((other) => other !== FIRST_QUERY)) {
    const other = await firstQuery(browser, server.origin, query);
    otherFirstQueries.push({ query, compressed: sum(other.fetched, 'compressed') });
    await other.page.close();
  }
} finally {
  await browser.close();
  server.stop();
}

const pagefindFiles = fetched.filter(({ url }) => new URL(url).pathname.startsWith('/pagefind/'));
const appFiles = fetched.filter(({ url }) => !new URL(url).pathname.startsWith('/pagefind/'));
const firstQueryCompressed = sum(fetched, 'compressed');
const otherSizes = otherFirstQueries.map(({ compressed }) => compressed);
const latencyMedian = median(timings);
const rows = [
  [`search index: pages (per language)`, `${indexPages} (${indexLanguages})`, ''],
  [`… size on disk (out/pagefind/)`, `${indexMiB} MiB`, ''],
  [`… time to build it (after next build)`, `${indexSeconds} s`, ''],
  [
    `fetched from opening search to the first results ("${FIRST_QUERY}" on ${START_PAGE}), ${fetched.length} files, text gzip`,
    `${kb(firstQueryCompressed)} (dialog ${kb(sum(appFiles, 'compressed'))}, Pagefind and index ${kb(sum(pagefindFiles, 'compressed'))})`,
    `≤ ${BUDGETS.firstQueryKB} kB`,
  ],
  [`… the same, uncompressed (as scripts/serve.mts serves it)`, kb(sum(fetched, 'bytes')), ''],
  [
    `… the first query for each of the ${otherSizes.length} other queries, text gzip, median (min–max)`,
    `${kb(median(otherSizes))} (${kb(Math.min(...otherSizes))}–${kb(Math.max(...otherSizes))})`,
    '',
  ],
  [
    `last keystroke to results painted, ${timings.length} queries typed at ${KEY_DELAY_MS} ms a key, median (min–max)`,
    `${latencyMedian.toFixed(0)} ms (${Math.min(...timings).toFixed(0)}–${Math.max(...timings).toFixed(0)})`,
    `≤ ${BUDGETS.latencyMs} ms`,
  ],
];
const table = markdownTable(['measure', 'value', 'budget'], rows);
console.log(table);
for (const { url, bytes, compressed } of fetched) {
  console.log(`  ${new URL(url).pathname}: ${kb(bytes)} (${kb(compressed)} compressed)`);
}
for (const { query, compressed } of otherFirstQueries) console.log(`  first query "${query}": ${kb(compressed)}`);
writeBenchmarkTable('benchmark-search', table, `Chromium ${chromiumVersion}`);
if (firstQueryCompressed / 1000 > BUDGETS.firstQueryKB || latencyMedian > BUDGETS.latencyMs) {
  console.error('Over budget.');
  process.exitCode = 1;
}
