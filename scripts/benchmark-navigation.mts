// Measures, against the built site (out/), what a page sends and what moving between pages costs:
// - the text page's __NEXT_DATA__ (budget 10 KB raw) and HTML (budget 20 KiB gzip);
// - the page data (`_next/data`) of every page, and each language's site data script;
// - client-side navigation in Chromium: from a click on a drawer link to the frame after the
//   new page rendered (its drawer entry active), over at least ten links; budget: median 90 ms.
// The table is written into docs/PERFORMANCE.md. Usage: npx tsx scripts/benchmark-navigation.mts [--port 4311] [--no-write]
import fs from 'node:fs';
import path from 'node:path';
import zlib from 'node:zlib';
import { markdownTable } from './lib/markdownTable';
import { writeBenchmarkTable } from './lib/markedBlock';
import { launchChromium, median, portArgument, serveSite } from './lib/servedSite';
import { TEXT_PAGE, kib } from './lib/pageScripts';
import { OUT_DIR } from './lib/paths';

const START_PAGE = '/x/react-data-grid/';
const LINKS = 12;
const BUDGETS = { nextDataKB: 10, htmlKiB: 20, navigationMs: 90 };

function folderBytes(dir: string): number {
  return fs
    .readdirSync(dir, { recursive: true, withFileTypes: true })
    .filter((entry) => entry.isFile())
    .reduce((sum, entry) => sum + fs.statSync(path.join(entry.parentPath, entry.name)).size, 0);
}

if (!fs.existsSync(path.join(OUT_DIR, 'index.html'))) {
  console.error('No build in out/: run `npm run build` first.');
  process.exit(1);
}
const html = fs.readFileSync(path.join(OUT_DIR, TEXT_PAGE, 'index.html'));
const nextData = /<script id="__NEXT_DATA__"[^>]*>([\s\S]*?)<\/script>/.exec(html.toString())?.[1] ?? '';
const dataDir = path.join(OUT_DIR, '_next/data');
const pageDataFiles = fs.readdirSync(dataDir, { recursive: true }).filter((file) => String(file).endsWith('.json'));
const siteDataFiles = fs.readdirSync(path.join(OUT_DIR, '_site'));
const siteDataGzip = siteDataFiles.map(
  (file) => zlib.gzipSync(fs.readFileSync(path.join(OUT_DIR, '_site', file))).length,
);

const server = await serveSite({ port: portArgument(4311) });
const browser = await launchChromium();
const chromiumVersion = browser.version();
let timings: number[];
try {
  const page = await browser.newPage({ viewport: { width: 1400, height: 900 } });
  await page.goto(`${server.origin}${START_PAGE}`);
  await page.waitForLoadState('networkidle');
  const hrefs = await page
    .locator('nav[aria-label="documentation"] a[href^="/x/react-data-grid/"]')
    .evaluateAll((links, count) => links.map((link) => link.getAttribute('href')).slice(1, count + 1), LINKS);
  if (hrefs.length < 10) throw new Error(`Only ${hrefs.length} drawer links to click on ${START_PAGE}.`);
  timings = [];
  for (const href of hrefs) {
    const elapsed = await page.evaluate(
      (target) =>
        new Promise<number>((resolve) => {
          const link = document.querySelector<HTMLElement>(`nav[aria-label="documentation"] a[href="${target}"]`);
          if (!link) throw new Error(`No drawer link to ${target}.`);
          const start = performance.now();
          link.click();
          const check = () => {
            const active = document.querySelector('nav[aria-label="documentation"] [aria-current="page"]');
            if (location.pathname === target && active?.getAttribute('href') === target) {
              // The next frame: the new page has been painted.
              requestAnimationFrame(() => resolve(performance.now() - start));
            } else {
              requestAnimationFrame(check);
            }
          };
          check();
        }),
      href,
    );
    timings.push(elapsed);
    await page.waitForLoadState('networkidle');
  }
} finally {
  await browser.close();
  server.stop();
}

const navigationMedian = median(timings);
const rows = [
  [
    `\`__NEXT_DATA__\` of a text page (/${TEXT_PAGE}/), raw`,
    `${(nextData.length / 1000).toFixed(1)} KB`,
    `≤ ${BUDGETS.nextDataKB} KB`,
  ],
  [`HTML of that page, gzip`, kib(zlib.gzipSync(html).length), `≤ ${BUDGETS.htmlKiB} KiB`],
  [
    `page data of every page (_next/data, ${pageDataFiles.length} files), raw`,
    `${(folderBytes(dataDir) / 1024 / 1024).toFixed(1)} MiB`,
    '',
  ],
  [
    `site data (nav and UI strings), per language, gzip, fetched once`,
    siteDataGzip.map((bytes) => kib(bytes)).join(', '),
    '',
  ],
  [
    `client-side navigation, ${timings.length} drawer links from ${START_PAGE}, median (min–max)`,
    `${navigationMedian.toFixed(0)} ms (${Math.min(...timings).toFixed(0)}–${Math.max(...timings).toFixed(0)})`,
    `≤ ${BUDGETS.navigationMs} ms`,
  ],
];
const table = markdownTable(['measure', 'value', 'budget'], rows);
console.log(table);
writeBenchmarkTable('benchmark-navigation', table, `Chromium ${chromiumVersion}`);
const overBudget =
  nextData.length / 1000 > BUDGETS.nextDataKB ||
  zlib.gzipSync(html).length / 1024 > BUDGETS.htmlKiB ||
  navigationMedian > BUDGETS.navigationMs;
if (overBudget) {
  console.error('Over budget.');
  process.exitCode = 1;
}
