// The relevance scorers' report: the share of queries found first, in the top three pages and in
// the first three links, per kind of query and overall, then the queries that missed, worst first:
// for the tuning set only. The held-out set's misses are never printed, so that they cannot leak
// into tuning.
import { summarize, type QueryScore } from '../../src/search/relevanceScore';
import type { RelevanceSet } from './relevanceSet';

const percent = (value: number) => `${(value * 100).toFixed(0)}%`;

export function relevanceReport(set: RelevanceSet, scores: readonly QueryScore[]): string {
  const lines = ['kind      queries  first page  top-3 page  top-3 section'];
  for (const kind of [...new Set(set.queries.map((query) => query.kind)), 'all']) {
    const summary = summarize(kind === 'all' ? scores : scores.filter((score) => score.query.kind === kind));
    lines.push(
      `${kind.padEnd(9)} ${String(summary.count).padStart(7)}  ${percent(summary.firstPage).padStart(10)}  ${percent(summary.top3Page).padStart(10)}  ${percent(summary.top3Section).padStart(13)}`,
    );
  }
  if (set.notBuilt.length > 0) {
    lines.push('', `Not counted: ${set.notBuilt.length} pending queries whose page is not in this build.`);
  }
  const missed = scores
    .filter((score) => !score.firstPage || !score.top3Section)
    .sort((a, b) => (b.pageRank ?? 99) - (a.pageRank ?? 99));
  if (set.name !== 'tuning') {
    lines.push('', `Missed (${missed.length}) (not listed for the held-out set)`);
    return lines.join('\n');
  }
  lines.push('', `Missed (${missed.length}), worst first:`);
  for (const score of missed) {
    const rank = score.pageRank === null ? 'not listed' : `page #${score.pageRank + 1}`;
    const section = score.top3Section ? '' : ', section not in the first 3 links';
    lines.push(
      `  "${score.query.query}" (${score.query.kind}): ${rank}${section}; got ${score.links.slice(0, 3).join('  ')}`,
    );
  }
  return lines.join('\n');
}

/** What a scorer may write with `--json`: the rates, and the per-query results of the tuning set only. */
export function relevanceJson(set: RelevanceSet, scores: readonly QueryScore[]): string {
  return JSON.stringify({ summary: summarize(scores), ...(set.name === 'tuning' ? { scores } : {}) }, null, 2);
}
