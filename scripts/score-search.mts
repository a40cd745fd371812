// Scores the search on the relevance set (test/search/relevance-set.json): each query is typed
// into the real dialog of the built site in Chromium, opened on the query's page (whose product
// chip is then selected), and the links the dialog shows are compared with the expected answers.
// Prints three rates, per kind of query and overall:
// - first page: the first page listed is an expected page;
// - top-3 page: an expected page is among the first three pages listed;
// - top-3 section: among the first three links, one goes to an expected section (or, for an
//   answer whose section is null, to the expected page at all);
// then the queries that missed, worst first (for the tuning set only: the held-out set's misses are
// never printed, so that they cannot leak into tuning).
// `--set held-out` scores test/search/held-out-set.json instead of the tuning set. A query marked
// `pending` (its page is written on another branch) whose pages are not in the build is reported
// apart, not counted.
// Usage (after a build):
//   npx tsx scripts/score-search.mts [--set tuning|held-out] [--dir out] [--port 4320] [--json file]
import fs from 'node:fs';
import path from 'node:path';
import type { Page } from 'playwright-core';
import { launchChromium, portArgument, serveSite } from './lib/servedSite';
import { openSearchDialog } from './lib/openSearchDialog';
import { CONSENT_STORAGE_KEY } from '../src/analytics/consent';
import { relevanceStartPage, scoreQuery, type RelevanceQuery, type QueryScore } from '../src/search/relevanceScore';
import { relevanceJson, relevanceReport } from './lib/relevanceReport';
import { isRelevanceSetName, readRelevanceSet } from './lib/relevanceSet';

const argument = (name: string) => {
  const index = process.argv.indexOf(name);
  return index > 0 ? process.argv[index + 1] : undefined;
};
const dir = argument('--dir') ?? 'out';
const setName = argument('--set') ?? 'tuning';
if (!isRelevanceSetName(setName)) {
  console.error(`Unknown --set ${setName}: tuning or held-out.`);
  process.exit(1);
}
const set = readRelevanceSet(setName, dir);

if (!fs.existsSync(path.join(dir, 'pagefind', 'pagefind.js'))) {
  console.error(`No search index in ${dir}/pagefind/: build the site first.`);
  process.exit(1);
}

/** The hrefs the dialog lists for `query`, in order, once it shows that query's results. */
async function linksFor(page: Page, query: string): Promise<string[]> {
  const box = page.getByRole('dialog').getByRole('searchbox');
  await box.fill(query);
  const list = page.locator(`dialog[open] ul[data-query="${query.replace(/"/g, '\\"')}"]`);
  await list.waitFor({ state: 'attached', timeout: 15_000 });
  return list.locator('a').evaluateAll((links) => links.map((link) => link.getAttribute('href') ?? ''));
}

const server = await serveSite({ port: portArgument(4320), dir });
const browser = await launchChromium();
const scores: QueryScore[] = [];
try {
  const byStart = new Map<string, RelevanceQuery[]>();
  for (const query of set.queries) {
    const from = relevanceStartPage(query);
    byStart.set(from, [...(byStart.get(from) ?? []), query]);
  }
  for (const [from, group] of byStart) {
    // A fresh page per start page: the product chip and the loaded index chunks start afresh.
    const page = await browser.newPage({ viewport: { width: 1400, height: 900 } });
    // The consent banner has nothing to do with search.
    await page.addInitScript((key) => localStorage.setItem(key, 'essential'), CONSENT_STORAGE_KEY);
    await page.goto(`${server.origin}${from}`);
    await page.waitForLoadState('networkidle');
    await openSearchDialog(page);
    for (const query of group) scores.push(scoreQuery(query, await linksFor(page, query.query)));
    await page.close();
  }
} finally {
  await browser.close();
  server.stop();
}

console.log(relevanceReport(set, scores));
const jsonFile = argument('--json');
if (jsonFile) fs.writeFileSync(jsonFile, relevanceJson(set, scores));
