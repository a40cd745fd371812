// Scores the MCP server's search_docs on a relevance set, by the rules of the dialog's scorer
// (scripts/score-search.mts, src/search/relevanceScore.ts): each query is asked over stdio as the
// dialog would be on the query's page (src/mcp/mcpRelevance.ts), and the links of the answer are
// compared with the expected ones. Prints first page, top-3 page and top-3 section, per kind of
// query and overall, then the queries that missed (the tuning set's only), as the dialog's scorer.
// Usage (after a build): npx tsx scripts/score-mcp-search.mts [--set tuning|held-out] [--dir out]
//   [--json file] [--dialog file written by score-search.mts --json on the same set]
import fs from 'node:fs';
import path from 'node:path';
import type { SearchAnswer } from '../src/mcp/answers';
import { answerLinks, relevanceArguments } from '../src/mcp/mcpRelevance';
import { scoreQuery, summarize, type QueryScore, type RelevanceSummary } from '../src/search/relevanceScore';
import { connectDocsMcp, resultText } from './lib/mcpClient';
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

const { client, close } = await connectDocsMcp({ dir });
const scores: QueryScore[] = [];
try {
  for (const query of set.queries) {
    const result = await client.callTool({ name: 'search_docs', arguments: relevanceArguments(query) });
    const links = result.isError ? [] : answerLinks(JSON.parse(resultText(result)) as SearchAnswer);
    scores.push(scoreQuery(query, links));
  }
} finally {
  await close();
}

console.log(`${path.relative(process.cwd(), set.file)}, through the MCP server's search_docs`);
console.log(relevanceReport(set, scores));
const summary = summarize(scores);
const jsonFile = argument('--json');
if (jsonFile) fs.writeFileSync(jsonFile, relevanceJson(set, scores));
// The dialog's figures on the same set (`score-search.mts --json`), to compare with.
const dialogFile = argument('--dialog');
if (dialogFile) {
  const dialog = (JSON.parse(fs.readFileSync(dialogFile, 'utf8')) as { summary: RelevanceSummary }).summary;
  const points = (key: keyof RelevanceSummary) => ((summary[key] - dialog[key]) * 100).toFixed(1);
  console.log(
    `\nMCP minus dialog, in points: first page ${points('firstPage')}, top-3 page ${points('top3Page')}, top-3 section ${points('top3Section')}`,
  );
}
