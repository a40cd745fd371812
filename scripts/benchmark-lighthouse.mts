// Runs Lighthouse (mobile preset, simulated throttling, performance only) three times on a text
// page, on the heaviest demo page, on the landing page (four live demos, hydrated near the
// viewport), on the DataGrid API page and on the largest page of the API reference (the Data Grid's
// components tab: three components' props, slots and CSS classes) of the built site (out/, served
// gzip-compressed), in Debian's Chromium, and writes the medians into docs/PERFORMANCE.md. Budgets: score
// ≥ 95 on the text page and ≥ 90 on the demo page, the landing page and the DataGrid API page, total
// blocking time ≤ 150 ms on the text page, cumulative layout shift ≤ 0.02 on both; the components tab
// is measured, with no budget of its own.
// Usage: npx tsx scripts/benchmark-lighthouse.mts [--port 4312] [--runs 3] [--no-write] (after a build).
import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';
import { markdownTable } from './lib/markdownTable';
import { writeBenchmarkTable } from './lib/markedBlock';
import { CHROMIUM_PATH, median, portArgument, serveSite } from './lib/servedSite';
import { TEXT_PAGE } from './lib/pageScripts';

const DEMO_PAGE = process.env.LIGHTHOUSE_DEMO_PAGE || '/x/react-data-grid/editing/';
const LANDING_PAGE = '/';
const API_PAGE = '/x/api/data-grid/data-grid/';
const API_TAB_PAGE = '/x/react-data-grid/components-api/';
const runsIndex = process.argv.indexOf('--runs');
const RUNS = runsIndex > 0 ? Number(process.argv[runsIndex + 1]) : 3;
const BUDGETS = { textScore: 95, demoScore: 90, landingScore: 90, apiScore: 90, textTbtMs: 150, cls: 0.02 };

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

// Compressed, as any host sends the site: Lighthouse's simulated slow 4G charges every byte on
// the wire, and the first-load budget is counted in gzip bytes too.
const server = await serveSite({ port: portArgument(4312), gzip: true });
const chrome = await chromeLauncher.launch({
  chromePath: CHROMIUM_PATH,
  chromeFlags: ['--headless=new', '--no-sandbox', '--disable-gpu', '--disable-background-networking'],
});
const results: Record<string, Figures> = {};
try {
  for (const page of [`/${TEXT_PAGE}/`, DEMO_PAGE, LANDING_PAGE, API_PAGE, API_TAB_PAGE]) {
    const runs: Figures[] = [];
    for (let run = 0; run < RUNS; run += 1) runs.push(await audit(chrome, `${server.origin}${page}`));
    const medianOf = (key: keyof Figures) => median(runs.map((figures) => figures[key]));
    results[page] = {
      score: medianOf('score'),
      tbt: medianOf('tbt'),
      cls: medianOf('cls'),
      lcp: medianOf('lcp'),
      fcp: medianOf('fcp'),
    };
  }
} finally {
  await chrome.kill();
  server.stop();
}

const text = results[`/${TEXT_PAGE}/`];
const demo = results[DEMO_PAGE];
const landing = results[LANDING_PAGE];
const api = results[API_PAGE];
const apiTab = results[API_TAB_PAGE];
const ms = (value: number) => `${Math.round(value)} ms`;
const rows = [
  [`performance score, text page (/${TEXT_PAGE}/)`, String(text.score), `≥ ${BUDGETS.textScore}`],
  ['… total blocking time', ms(text.tbt), `≤ ${BUDGETS.textTbtMs} ms`],
  ['… cumulative layout shift', text.cls.toFixed(3), `≤ ${BUDGETS.cls}`],
  ['… first / largest contentful paint', `${ms(text.fcp)} / ${ms(text.lcp)}`, ''],
  [`performance score, demo page (${DEMO_PAGE})`, String(demo.score), `≥ ${BUDGETS.demoScore}`],
  ['… total blocking time', ms(demo.tbt), ''],
  ['… cumulative layout shift', demo.cls.toFixed(3), `≤ ${BUDGETS.cls}`],
  ['… first / largest contentful paint', `${ms(demo.fcp)} / ${ms(demo.lcp)}`, ''],
  [`performance score, landing page (${LANDING_PAGE})`, String(landing.score), `≥ ${BUDGETS.landingScore}`],
  ['… total blocking time', ms(landing.tbt), ''],
  ['… cumulative layout shift', landing.cls.toFixed(3), `≤ ${BUDGETS.cls}`],
  ['… first / largest contentful paint', `${ms(landing.fcp)} / ${ms(landing.lcp)}`, ''],
  [`performance score, API page (${API_PAGE})`, String(api.score), `≥ ${BUDGETS.apiScore}`],
  ['… total blocking time', ms(api.tbt), ''],
  ['… cumulative layout shift', api.cls.toFixed(3), ''],
  ['… first / largest contentful paint', `${ms(api.fcp)} / ${ms(api.lcp)}`, ''],
  [`performance score, API tab (${API_TAB_PAGE})`, String(apiTab.score), ''],
  ['… total blocking time', ms(apiTab.tbt), ''],
  ['… cumulative layout shift', apiTab.cls.toFixed(3), ''],
  ['… first / largest contentful paint', `${ms(apiTab.fcp)} / ${ms(apiTab.lcp)}`, ''],
];
const table = markdownTable(['measure (median of ' + RUNS + ' runs)', 'value', 'budget'], rows);
console.log(table);
writeBenchmarkTable('benchmark-lighthouse', table, "Lighthouse mobile preset, Debian's Chromium");
if (
  text.score < BUDGETS.textScore ||
  demo.score < BUDGETS.demoScore ||
  landing.score < BUDGETS.landingScore ||
  api.score < BUDGETS.apiScore ||
  landing.cls > BUDGETS.cls ||
  text.tbt > BUDGETS.textTbtMs ||
  text.cls > BUDGETS.cls ||
  demo.cls > BUDGETS.cls
) {
  console.error('Over budget.');
  process.exitCode = 1;
}
