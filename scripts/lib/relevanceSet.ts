// The relevance sets of test/search/ as both scorers read them (score-search.mts in the dialog,
// score-mcp-search.mts through the MCP server): `--set tuning` or `--set held-out`, and the queries
// marked `pending` whose page is not in the build, left out of the count and reported apart.
import fs from 'node:fs';
import path from 'node:path';
import type { RelevanceQuery } from '../../src/search/relevanceScore';

export type RelevanceSetName = 'tuning' | 'held-out';

const SET_FILES: Record<RelevanceSetName, string> = { tuning: 'relevance-set.json', 'held-out': 'held-out-set.json' };

export function isRelevanceSetName(name: string): name is RelevanceSetName {
  return name in SET_FILES;
}

export interface RelevanceSet {
  name: RelevanceSetName;
  file: string;
  /** The queries scored. */
  queries: RelevanceQuery[];
  /** Pending queries whose every page is missing from the export in `dir`: not counted. */
  notBuilt: RelevanceQuery[];
}

export function readRelevanceSet(name: RelevanceSetName, dir: string): RelevanceSet {
  const file = path.join(process.cwd(), 'test', 'search', SET_FILES[name]);
  const all = (JSON.parse(fs.readFileSync(file, 'utf8')) as { queries: RelevanceQuery[] }).queries;
  const isBuilt = (page: string) => fs.existsSync(path.join(dir, page, 'index.html'));
  const notBuilt = all.filter((query) => query.pending && !query.answers.some(({ page }) => isBuilt(page)));
  return { name, file, queries: all.filter((query) => !notBuilt.includes(query)), notBuilt };
}
