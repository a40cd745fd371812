// After `next build` and postbuild: builds the search index (Pagefind) of the exported site into
// <out>/pagefind/, one index per language (Pagefind reads each page's <html lang>). Only the
// element marked data-pagefind-body (the article) is indexed, with the product and kind filters
// of its route; see src/search/README.md.
// Each page is weighed first (src/search/searchIndexWeights.ts: API pages by role, guides with
// the `searchKeywords` of their front matter), and the names of the site go to one dictionary per
// language, which the dialog corrects mistyped queries against (src/search/searchDictionary.ts).
// The guides' keywords also make the synonym table the dialog reads queries with
// (src/search/understandQuery.ts, out/pagefind/synonyms.json).
// Then cuts Pagefind's word index into smaller chunks (src/search/splitPagefindChunks.ts).
// Fails when the index holds fewer pages than the site has articles. Prints the time it took,
// the pages per language, the index size and the word chunks per language.
import fs from 'node:fs';
import path from 'node:path';
import * as pagefind from 'pagefind';
import { indexCoverageProblems, hasSearchBody, type ExportedPage } from '../src/search/indexCoverage';
import { withSearchFilters } from '../src/search/searchFilters';
import { dictionaryFileName, pageNames } from '../src/search/searchDictionary';
import { guideSearchInfo, type GuideSearchInfo } from '../src/search/guideSearchInfo.server';
import { buildSynonymTable, SYNONYMS_FILE } from '../src/search/understandQuery';
import { weighForSearch } from '../src/search/searchIndexWeights';
import { splitPagefindChunks } from '../src/search/splitPagefindChunks.server';
import { kindsWhere } from '../src/page-kinds/index';
import { liveSite } from '../src/site/liveSite.server';
import { OUT_DIR } from './lib/paths';

const INDEX_DIR = path.join(OUT_DIR, 'pagefind');
/** Kinds whose pages the index holds (each kind says so in src/page-kinds/). */
const SEARCHABLE_KINDS = kindsWhere('searchable');
/** Files handed to Pagefind at once: enough to keep it busy, few enough to keep memory flat. */
const BATCH = 24;

function fail(message: string): never {
  console.error(`build-search-index: ${message}`);
  process.exit(1);
}

function folderBytes(dir: string): number {
  return fs
    .readdirSync(dir, { recursive: true, withFileTypes: true })
    .filter((entry) => entry.isFile())
    .reduce((sum, entry) => sum + fs.statSync(path.join(entry.parentPath, entry.name)).size, 0);
}

const started = performance.now();
fs.rmSync(INDEX_DIR, { recursive: true, force: true });

const { index, errors } = await pagefind.createIndex({
  // Buttons inside an article (copy, expand) are controls, never prose.
  excludeSelectors: ['button'],
});
if (!index) fail(`Pagefind did not start: ${errors.join('; ')}`);

const DATA_DIR = path.join(process.cwd(), 'data');
const guides = new Map<string, GuideSearchInfo | null>();
/** The guide of a route, read once for all its languages. */
function guideOf(canonicalPath: string): GuideSearchInfo | null {
  if (!guides.has(canonicalPath)) guides.set(canonicalPath, guideSearchInfo(DATA_DIR, canonicalPath));
  return guides.get(canonicalPath) ?? null;
}

const pages: ExportedPage[] = [];
const names = new Map<string, Set<string>>();
const urls = liveSite.urls;
for (let start = 0; start < urls.length; start += BATCH) {
  await Promise.all(
    urls.slice(start, start + BATCH).map(async ({ url, language, route }) => {
      const file = path.join(OUT_DIR, url, 'index.html');
      if (!fs.existsSync(file)) fail(`${url} was not exported (${path.relative(process.cwd(), file)})`);
      const content = fs.readFileSync(file, 'utf8');
      const leftOut = !SEARCHABLE_KINDS.has(route.kind);
      const hasArticle = !leftOut && hasSearchBody(content);
      pages.push({ url, language, hasArticle, leftOut });
      if (!hasArticle) return;
      const canonicalPath = route.canonicalPathname;
      const weighed = weighForSearch(content, canonicalPath, guideOf(canonicalPath)?.keywords ?? []);
      const added = await index.addHTMLFile({ url, content: withSearchFilters(weighed, canonicalPath, language) });
      const languageNames = names.get(language) ?? new Set<string>();
      for (const name of pageNames(content)) languageNames.add(name);
      names.set(language, languageNames);
      if (added.errors.length) fail(`${url}: ${added.errors.join('; ')}`);
    }),
  );
}

const written = await index.writeFiles({ outputPath: INDEX_DIR });
if (written.errors.length) fail(written.errors.join('; '));
await pagefind.close();
// Pagefind also writes its ready-made interfaces; the site has its own dialog (src/search/).
for (const file of fs.readdirSync(INDEX_DIR)) {
  if (/^pagefind-(ui|component-ui|modular-ui|highlight)\.(js|css)$/.test(file)) fs.rmSync(path.join(INDEX_DIR, file));
}

// Smaller word chunks than Pagefind writes: a query downloads the chunk holding its word.
const chunks = splitPagefindChunks(INDEX_DIR);

// The dictionary of each language's names, fetched by the dialog only to correct a query.
const dictionaryKiB: string[] = [];
for (const [language, languageNames] of names) {
  const file = path.join(INDEX_DIR, dictionaryFileName(language));
  fs.writeFileSync(file, JSON.stringify([...languageNames].sort()));
  dictionaryKiB.push(`${language} ${languageNames.size} names, ${(fs.statSync(file).size / 1024).toFixed(0)} KiB`);
}

// The synonym table of the guides, fetched by the dialog for a query of words.
const synonyms = buildSynonymTable(
  [...guides].flatMap(([canonicalPath, guide]) =>
    guide ? [{ path: `${canonicalPath.replace(/\/$/, '')}/`, title: guide.title, keywords: guide.keywords }] : [],
  ),
);
fs.writeFileSync(path.join(INDEX_DIR, SYNONYMS_FILE), JSON.stringify(synonyms));
dictionaryKiB.push(`synonyms ${Object.keys(synonyms.phrases).length} phrases`);

const entry = JSON.parse(fs.readFileSync(path.join(INDEX_DIR, 'pagefind-entry.json'), 'utf8')) as {
  languages: Record<string, { page_count: number }>;
};
const indexed = Object.fromEntries(
  Object.entries(entry.languages).map(([language, { page_count }]) => [language, page_count]),
);
const problems = indexCoverageProblems(pages, indexed);
if (problems.length) fail(problems.join('\n'));

const seconds = ((performance.now() - started) / 1000).toFixed(1);
const total = Object.values(indexed).reduce((sum, count) => sum + count, 0);
const perLanguage = Object.entries(indexed)
  .map(([language, count]) => `${language} ${count}`)
  .join(', ');
const mib = (folderBytes(INDEX_DIR) / 1024 / 1024).toFixed(1);
const chunkCounts = Object.entries(chunks)
  .map(([language, { before, after }]) => `${language} ${before} → ${after}`)
  .join(', ');
console.log(
  `build-search-index: ${total} pages (${perLanguage}) in ${seconds} s, ${mib} MiB in ${path.relative(process.cwd(), INDEX_DIR)}/; word chunks ${chunkCounts}; dictionaries ${dictionaryKiB.join(', ')}`,
);
