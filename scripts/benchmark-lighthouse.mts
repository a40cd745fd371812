// Runs Lighthouse (mobile preset, simulated throttling, performance only) on the built site (out/,
// served gzip-compressed) in Debian's Chromium: a text page, the floor of that text page (the same
// HTML, stylesheet and fonts with no script: scripts/lib/floorPage.ts), the heaviest demo page, the
// landing page, the DataGrid API page and the largest page of the API reference (the Data Grid's
// components tab, measured with no budget of its own). The floor is measured first, and the runs are
// interleaved (run 1 of every page, then run 2, …), so a slow moment of the machine falls on every
// page alike. Writes the medians, each page's runs and its worst into docs/PERFORMANCE.md.
// Budgets: text page ≥ 99 with its LCP within 0.2 s of the floor's; demo page ≥ 95 with total
// blocking time ≤ 150 ms; landing ≥ 95; DataGrid API page ≥ 97; the worst run of each ≥ 90; layout
// shift ≤ 0.02 on the text, demo and landing pages.
// Usage: npx tsx scripts/benchmark-lighthouse.mts [--port 4312] [--runs 5] [--no-write] (after a build).
import fs from 'node:fs';
import path from 'node:path';
import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';
import { floorHtml, floorPathname } from './lib/floorPage';
import { markdownTable } from './lib/markdownTable';
import { writeBenchmarkTable } from './lib/markedBlock';
import { OUT_DIR, OUT_NAME } from './lib/paths';
import { CHROMIUM_PATH, median, portArgument, serveSite } from './lib/servedSite';
import { TEXT_PAGE } from './lib/pageScripts';

const TEXT = `/${TEXT_PAGE}/`;
const FLOOR = floorPathname(TEXT);
const DEMO = process.env.LIGHTHOUSE_DEMO_PAGE || '/x/react-data-grid/editing/';
const LANDING = '/';
const API = '/x/api/data-grid/data-grid/';
const API_TAB = '/x/react-data-grid/components-api/';
const runsIndex = process.argv.indexOf('--runs');
const RUNS = runsIndex > 0 ? Number(process.argv[runsIndex + 1]) : 5;

/** Each page's budget: its median score, and for some its blocking time or its LCP beside the floor's. */
const PAGES: Array<{ pathname: string; label: string; score?: number; tbtMs?: number; lcpOverFloorMs?: number }> = [
  { pathname: FLOOR, label: 'floor (the text page, no script)' },
  { pathname: TEXT, label: `text page (${TEXT})`, score: 99, lcpOverFloorMs: 200 },
  { pathname: DEMO, label: `demo page (${DEMO})`, score: 95, tbtMs: 150 },
  { pathname: LANDING, label: `landing (${LANDING})`, score: 95 },
  { pathname: API, label: `API page (${API})`, score: 97 },
  { pathname: API_TAB, label: `API tab (${API_TAB})` },
];
const WORST_SCORE = 90;
const CLS = 0.02;
const CLS_PAGES = new Set([TEXT, DEMO, LANDING]);

/** One run's figures: the performance score (0–100), the layout shift `cls`, and the rest in milliseconds. */
interface Figures {
  score: number;
  tbt: number;
  cls: number;
  lcp: number;
  fcp: number;
}

async function audit(chrome: chromeLauncher.LaunchedChrome, url: string): Promise<Figures> {
  const result = await lighthouse(url, {
    port: chrome.port,
    output: 'json',
    logLevel: 'error',
    onlyCategories: ['performance'],
  });
  if (!result) throw new Error(`Lighthouse returned no result for ${url}.`);
  const { audits, categories } = result.lhr;
  // A failed audit has no score (it counts as 0) and no numeric value (NaN).
  const numeric = (id: string) => audits[id].numericValue ?? NaN;
  return {
    score: Math.round((categories.performance.score ?? 0) * 100),
    tbt: numeric('total-blocking-time'),
    cls: numeric('cumulative-layout-shift'),
    lcp: numeric('largest-contentful-paint'),
    fcp: numeric('first-contentful-paint'),
  };
}

// The floor is written beside the site for the run, and taken away after it.
const floorDir = path.join(OUT_DIR, FLOOR);
fs.mkdirSync(floorDir, { recursive: true });
fs.writeFileSync(
  path.join(floorDir, 'index.html'),
  floorHtml(fs.readFileSync(path.join(OUT_DIR, TEXT, 'index.html'), 'utf8')),
);
// Compressed, as any host sends the site: Lighthouse's simulated slow 4G charges every byte on
// the wire, and the first-load budget is counted in gzip bytes too.
const server = await serveSite({ port: portArgument(4312), dir: OUT_NAME, gzip: true });
const chrome = await chromeLauncher.launch({
  chromePath: CHROMIUM_PATH,
  chromeFlags: ['--headless=new', '--no-sandbox', '--disable-gpu', '--disable-background-networking'],
});
const runs = new Map<string, Figures[]>(PAGES.map(({ pathname }) => [pathname, []]));
try {
  for (let run = 0; run < RUNS; run += 1) {
    for (const { pathname } of PAGES) runs.get(pathname)!.push(await audit(chrome, `${server.origin}${pathname}`));
  }
} finally {
  await chrome.kill();
  server.stop();
  fs.rmSync(path.join(OUT_DIR, '_floor'), { recursive: true, force: true });
}

const medianOf = (pathname: string, key: keyof Figures) => median(runs.get(pathname)!.map((figures) => figures[key]));
const floorLcp = medianOf(FLOOR, 'lcp');
const ms = (value: number) => `${Math.round(value)} ms`;
const failures: string[] = [];
const rows = PAGES.map(({ pathname, label, score, tbtMs, lcpOverFloorMs }) => {
  const scores = runs.get(pathname)!.map((figures) => figures.score);
  const worst = Math.min(...scores);
  const figures = {
    score: medianOf(pathname, 'score'),
    tbt: medianOf(pathname, 'tbt'),
    lcp: medianOf(pathname, 'lcp'),
    fcp: medianOf(pathname, 'fcp'),
    cls: medianOf(pathname, 'cls'),
  };
  const overFloor = figures.lcp - floorLcp;
  const budgets: string[] = [];
  const check = (ok: boolean, budget: string) => {
    budgets.push(budget);
    if (!ok) failures.push(`${label}: ${budget}`);
  };
  if (score !== undefined) check(figures.score >= score, `score ≥ ${score}`);
  if (score !== undefined) check(worst >= WORST_SCORE, `worst ≥ ${WORST_SCORE}`);
  if (tbtMs !== undefined) check(figures.tbt <= tbtMs, `TBT ≤ ${tbtMs} ms`);
  if (lcpOverFloorMs !== undefined) check(overFloor <= lcpOverFloorMs, `LCP ≤ floor + ${lcpOverFloorMs} ms`);
  if (CLS_PAGES.has(pathname)) check(figures.cls <= CLS, `CLS ≤ ${CLS}`);
  return [
    label,
    String(figures.score),
    scores.join(', '),
    String(worst),
    `${ms(figures.fcp)} / ${ms(figures.lcp)}`,
    pathname === FLOOR ? '' : `${overFloor >= 0 ? '+' : ''}${ms(overFloor)}`,
    ms(figures.tbt),
    figures.cls.toFixed(3),
    budgets.join('; '),
  ];
});
const table = markdownTable(
  [
    `page (median of ${RUNS} interleaved runs)`,
    'score',
    'runs',
    'worst',
    'FCP / LCP',
    'LCP − floor',
    'blocking',
    'CLS',
    'budget',
  ],
  rows,
);
console.log(table);
writeBenchmarkTable('benchmark-lighthouse', table, "Lighthouse mobile preset, Debian's Chromium");
if (failures.length) {
  console.error(`Over budget:\n${failures.map((failure) => `- ${failure}`).join('\n')}`);
  process.exitCode = 1;
}
