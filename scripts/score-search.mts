// Scores the search on the relevance set (test/search/relevance-set.json): each query is typed
// into the real dialog of the built site in Chromium, opened on the query's page (whose product
// chip is then selected), and the links the dialog shows are compared with the expected answers.
// Prints three rates, per kind of query and overall:
// - first page: the first page listed is an expected page;
// - top-3 page: an expected page is among the first three pages listed;
// - top-3 section: among the first three links, one goes to an expected section (or, for an
//   answer whose section is null, to the expected page at all);
// then the queries that missed, worst first.
// Usage (after a build): npx tsx scripts/score-search.mts [--dir out] [--port 4320] [--json file]
import fs from 'node:fs';
import path from 'node:path';
import type { Page } from 'playwright-core';
import { launchChromium, portArgument, serveSite } from './lib/servedSite';
import { CONSENT_STORAGE_KEY } from '../src/analytics/consent';
import { scoreQuery, summarize, type RelevanceQuery, type QueryScore } from '../src/search/relevanceScore';

const argument = (name: string) => {
  const index = process.argv.indexOf(name);
  return index > 0 ? process.argv[index + 1] : undefined;
};
const dir = argument('--dir') ?? 'out';
const setFile = path.join(process.cwd(), 'test', 'search', 'relevance-set.json');
const { queries } = JSON.parse(fs.readFileSync(setFile, 'utf8')) as { queries: RelevanceQuery[] };
const DEFAULT_FROM: Record<string, string> = { zh: '/zh/x/introduction/', pt: '/pt/x/introduction/' };

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
  for (const query of queries) {
    const from = query.from ?? DEFAULT_FROM[query.kind] ?? '/x/introduction/';
    byStart.set(from, [...(byStart.get(from) ?? []), query]);
  }
  for (const [from, group] of byStart) {
    // A fresh page per start page: the product chip and the loaded index chunks start afresh.
    const page = await browser.newPage({ viewport: { width: 1400, height: 900 } });
    // The consent banner has nothing to do with search.
    await page.addInitScript((key) => localStorage.setItem(key, 'essential'), CONSENT_STORAGE_KEY);
    await page.goto(`${server.origin}${from}`);
    await page.waitForLoadState('networkidle');
    await page.keyboard.press('Control+k');
    await page.getByRole('dialog').getByRole('searchbox').waitFor();
    for (const query of group) scores.push(scoreQuery(query, await linksFor(page, query.query)));
    await page.close();
  }
} finally {
  await browser.close();
  server.stop();
}

const percent = (value: number) => `${(value * 100).toFixed(0)}%`;
const kinds = [...new Set(queries.map(({ kind }) => kind))];
console.log('kind      queries  first page  top-3 page  top-3 section');
for (const kind of [...kinds, 'all']) {
  const summary = summarize(kind === 'all' ? scores : scores.filter((score) => score.query.kind === kind));
  console.log(
    `${kind.padEnd(9)} ${String(summary.count).padStart(7)}  ${percent(summary.firstPage).padStart(10)}  ${percent(summary.top3Page).padStart(10)}  ${percent(summary.top3Section).padStart(13)}`,
  );
}
const missed = scores
  .filter((score) => !score.firstPage || !score.top3Section)
  .sort((a, b) => (b.pageRank ?? 99) - (a.pageRank ?? 99));
console.log(`\nMissed (${missed.length}), worst first:`);
for (const score of missed) {
  const rank = score.pageRank === null ? 'not listed' : `page #${score.pageRank + 1}`;
  const section = score.top3Section ? '' : ', section not in the first 3 links';
  console.log(
    `  "${score.query.query}" (${score.query.kind}): ${rank}${section}; got ${score.links.slice(0, 3).join('  ')}`,
  );
}
const jsonFile = argument('--json');
if (jsonFile) fs.writeFileSync(jsonFile, JSON.stringify({ summary: summarize(scores), scores }, null, 2));
