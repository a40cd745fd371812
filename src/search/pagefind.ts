import { dictionaryFileName } from './searchDictionary';
import type { PagefindResultData } from './searchResults';
import { EMPTY_SYNONYMS, isSynonymTable, SYNONYMS_FILE, type SynonymTable } from './understandQuery';

// The browser side of Pagefind: its script is written by the build next to the index
// (out/pagefind/pagefind.js), so it is imported from the site at run time, never bundled.

export interface PagefindSearchResult {
  id: string;
  /** Pagefind's relevance of the page for the term searched (higher is better). */
  score?: number;
  data(): Promise<PagefindResultData>;
}

export interface Pagefind {
  options(options: Record<string, unknown>): Promise<void>;
  init(): Promise<void>;
  destroy(): Promise<void>;
  search(
    term: string,
    options?: { filters?: Record<string, string> },
  ): Promise<{ results: PagefindSearchResult[]; unfilteredResultCount?: number } | null>;
}

const INDEX_URL = '/pagefind/';
const BUNDLE_URL = `${INDEX_URL}pagefind.js`;

const OPTIONS = {
  // Words of an excerpt: about two lines of the dialog.
  excerptLength: 22,
  // Searching this index takes a few milliseconds: on the page's own thread it spares the
  // reader the download and start of Pagefind's worker script.
  noWorker: true,
  // Tuned on the relevance set (test/search/relevance-set.json, scripts/score-search.mts):
  ranking: {
    // No penalty for length: an API page is long (every prop of a component), and Pagefind's
    // default (0.75) put a short interface or guide that merely names a prop above the
    // component that documents it. Index weights (searchIndexWeights.ts) rank those instead.
    pageLength: 0,
    // A word matched in full outranks a longer word it begins (`BarChart`, not `BarChartPro`).
    termSimilarity: 3,
    // A page mentioning a word a few times is as good as one repeating it everywhere…
    termSaturation: 1.2,
    // …and the weight of where the word is (a heading, an API name) counts more than how often.
    termFrequency: 0.5,
    // A word of the title or of a guide's keywords (its front matter's searchKeywords) is a strong sign.
    metaWeights: { title: 10, keywords: 10 },
  },
};

/**
 * Starts (or starts again) a loaded Pagefind module with the dialog's options: the dialog's own,
 * and the MCP server's in Node (src/mcp/), so that both rank alike.
 */
export async function startPagefind(module: Pagefind): Promise<Pagefind> {
  await module.destroy();
  await module.options(OPTIONS);
  await module.init();
  return module;
}

let bundle: Promise<Pagefind> | null = null;
let ready: { language: string; pagefind: Promise<Pagefind> } | null = null;

function importBundle(): Promise<Pagefind> {
  // A URL of the site, not a module of the app: the bundler must leave it to the browser.
  bundle ??= (import(/* webpackIgnore: true */ /* turbopackIgnore: true */ BUNDLE_URL) as Promise<Pagefind>).catch(
    (error: unknown) => {
      bundle = null;
      throw error;
    },
  );
  return bundle;
}

/**
 * Pagefind, searching the index of `language`. Pagefind picks the index from `<html lang>` when
 * it starts, so after a move to a page of another language it is started again.
 */
export function loadPagefind(language: string): Promise<Pagefind> {
  if (ready?.language === language) {
    return ready.pagefind;
  }
  const pagefind = importBundle().then(startPagefind);
  ready = { language, pagefind };
  // A failed start is tried again on the next call.
  pagefind.catch(() => {
    if (ready?.pagefind === pagefind) ready = null;
  });
  return pagefind;
}

const dictionaries = new Map<string, Promise<readonly string[]>>();

/**
 * The names a query of `language` is corrected against (written by the index script beside the
 * index), fetched the first time a query needs correcting; a failed fetch is tried again next time.
 */
export function loadDictionary(language: string): Promise<readonly string[]> {
  let names = dictionaries.get(language);
  if (!names) {
    names = fetch(`${INDEX_URL}${dictionaryFileName(language)}`).then(async (response) => {
      if (!response.ok) throw new Error(`The search dictionary answered ${response.status}`);
      const parsed: unknown = await response.json();
      return Array.isArray(parsed) ? parsed.filter((name): name is string => typeof name === 'string') : [];
    });
    dictionaries.set(language, names);
    names.catch(() => dictionaries.delete(language));
  }
  return names;
}

let synonyms: Promise<SynonymTable> | null = null;

/**
 * The synonym table (written by the index script beside the index, the same for every language),
 * fetched the first time a query of words is searched; a failed fetch is tried again next time.
 */
export function loadSynonyms(): Promise<SynonymTable> {
  const table = (synonyms ??= fetch(`${INDEX_URL}${SYNONYMS_FILE}`).then(async (response) => {
    if (!response.ok) throw new Error(`The search synonyms answered ${response.status}`);
    const parsed: unknown = await response.json();
    return isSynonymTable(parsed) ? parsed : EMPTY_SYNONYMS;
  }));
  table.catch(() => {
    if (synonyms === table) synonyms = null;
  });
  return table;
}
