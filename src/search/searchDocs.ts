// One search as the dialog runs it, on a started Pagefind: plain functions, so the relevance
// scorer and the unit tests run exactly what the reader gets.
import type { Pagefind, PagefindSearchResult } from './pagefind';
import { termMatches } from './matchedTerms';
import { SEARCH_FILTERS } from './searchAttributes';
import { spacedWords } from './searchText';
import { correctQuery } from './searchDictionary';
import { groupResults, pickResultIds, type PagefindResultData, type SearchGroup } from './searchResults';
import { EMPTY_SYNONYMS, looksLikeIdentifier, understandQuery, type SynonymTable } from './understandQuery';

/** Sections shown under a page. */
export const ITEMS_PER_PAGE = 3;
/** Pages shown at first (each a piece of the index to fetch), and added by each "show more". */
export const PAGES_PER_STEP = 6;

export interface SearchDocsOptions {
  /** The product whose pages come first (up to two thirds of those shown), null for none. */
  product: string | null;
  /** The page's language: in another language than English, its translated pages come first. */
  language: string;
  /** How many pages to show. */
  pages: number;
  /** The dictionary's names, fetched when a word of the query was not found as typed. */
  loadNames: () => Promise<readonly string[]>;
  /** The synonym table (understandQuery.ts), fetched for a query that is not an identifier. */
  loadSynonyms: () => Promise<SynonymTable>;
}

export interface SearchOutcome {
  groups: SearchGroup[];
  /** How many pages matched in all (of which `groups` are the first). */
  total: number;
  /** The query searched instead of the one typed, when it was corrected. */
  correctedTo: string | null;
}

interface Ranked {
  data: PagefindResultData[];
  total: number;
}

const ids = (response: { results: PagefindSearchResult[] } | null) => response?.results.map(({ id }) => id) ?? [];

/** `first` then the others of `all`, each once. */
const firstThen = (first: readonly string[], all: readonly string[]) => {
  const firstSet = new Set(first);
  return [...first, ...all.filter((id) => !firstSet.has(id))];
};

type Search = Pagefind['search'];

/**
 * A search for a term of several words no page holds all of: each word's pages, those holding
 * most of the words first, then by their summed score (a reader's question often has a word the
 * docs never use: "show the pickers in Chinese").
 */
const mostWords =
  (pagefind: Pagefind): Search =>
  async (term, options) => {
    const responses = await Promise.all(spacedWords(term).map((word) => pagefind.search(word, options)));
    const tally = new Map<string, { result: PagefindSearchResult; words: number; score: number }>();
    for (const result of responses.flatMap((response) => response?.results ?? [])) {
      const counted = tally.get(result.id) ?? { result, words: 0, score: 0 };
      tally.set(result.id, { result, words: counted.words + 1, score: counted.score + (result.score ?? 0) });
    }
    const ranked = [...tally.values()].sort((a, b) => b.words - a.words || b.score - a.score);
    return { results: ranked.map(({ result }) => result) };
  };

/**
 * The pages to show for `term`, in order, with their data: product first, translations first; for
 * a term of several words (a task, a question), the guides before the API pages that merely hold
 * its words, over all the pages matched and not only those shown.
 */
async function rankedData(
  pagefind: Pagefind,
  term: string,
  options: SearchDocsOptions,
  // Pagefind's own search: the pages holding every word of the term.
  search: Search = (searched, searchOptions) => pagefind.search(searched, searchOptions),
): Promise<Ranked> {
  const translatedFilter = { [SEARCH_FILTERS.text]: 'translated' };
  const guidesFirst = spacedWords(term).length > 1;
  const [all, preferred, translated, preferredTranslated, guides] = await Promise.all([
    search(term),
    options.product ? search(term, { filters: { [SEARCH_FILTERS.product]: options.product } }) : null,
    options.language !== 'en' ? search(term, { filters: translatedFilter }) : null,
    options.product && options.language !== 'en'
      ? search(term, { filters: { ...translatedFilter, [SEARCH_FILTERS.product]: options.product } })
      : null,
    guidesFirst ? search(term, { filters: { [SEARCH_FILTERS.kind]: 'guide' } }) : null,
  ]);
  const guideIds = new Set(ids(guides));
  const kindOrder = (list: string[]) =>
    guidesFirst ? [...list.filter((id) => guideIds.has(id)), ...list.filter((id) => !guideIds.has(id))] : list;
  const byId = new Map([...(all?.results ?? []), ...(preferred?.results ?? [])].map((result) => [result.id, result]));
  const picked = pickResultIds(
    kindOrder(firstThen(ids(preferredTranslated), ids(preferred))),
    kindOrder(firstThen(ids(translated), ids(all))),
    {
      preferredCount: Math.ceil((options.pages * 2) / 3),
      total: options.pages,
    },
  );
  const data = await Promise.all(picked.flatMap((id) => byId.get(id)?.data() ?? []));
  return { data, total: all?.results.length ?? 0 };
}

const NOTHING: SearchOutcome = { groups: [], total: 0, correctedTo: null };

/** A result's URL without its language prefix (`/pt/x/…` → `/x/…`), as the synonym table names pages. */
export function canonicalResultUrl(url: string): string {
  return url.replace(/^\/(zh|pt)(?=\/)/, '');
}

/**
 * Searches `query`, the best answers first (see groupResults). When a word of it is not found as
 * typed (Pagefind then matches a shortened fragment of it), the query is corrected against the
 * dictionary of names ("Showing results for …"), word by word when the whole query is no name;
 * failing a correction, a word of which Pagefind matched too short a fragment (under its first
 * three letters, or under all but five of a long word: see termMatches) gives no results rather
 * than pages about that fragment. Either way the outcome is the same however the query was typed
 * or pasted.
 */
async function searchTerms(pagefind: Pagefind, query: string, options: SearchDocsOptions): Promise<SearchOutcome> {
  const outcome = ({ data, total }: Ranked, term: string, correctedTo: string | null): SearchOutcome => ({
    groups: groupResults(data, ITEMS_PER_PAGE, term, options.product),
    total,
    correctedTo,
  });
  const first = await rankedData(pagefind, query, options);
  const matches = termMatches(query, first.data);
  if (first.data.length > 0 && matches.every(({ exact }) => exact)) return outcome(first, query, null);

  const names = await options.loadNames().catch((): readonly string[] => []);
  const corrected = correctQuery(query, names);
  if (corrected) {
    const second = await rankedData(pagefind, corrected, options);
    if (second.data.length > 0 && termMatches(corrected, second.data).every(({ related }) => related)) {
      return outcome(second, corrected, corrected);
    }
  }
  if (first.data.length > 0 && matches.every(({ related }) => related)) return outcome(first, query, null);
  if (spacedWords(query).length < 2) return NOTHING;
  // No page holds every word: the pages holding most of them, each showing one word at least as
  // typed or nearly (not a fragment Pagefind fell back to).
  const some = await rankedData(pagefind, query, options, mostWords(pagefind));
  const data = some.data.filter((page) => termMatches(query, [page]).some(({ related }) => related));
  return data.length > 0 ? outcome({ data, total: some.total }, query, null) : NOTHING;
}

/**
 * Searches what `query` asks for (understandQuery: filler dropped, a reader's phrase replaced by
 * the docs' words), the guides its phrase names first: found by their own words when the rest of
 * the query misses them.
 */
export async function searchDocs(
  pagefind: Pagefind,
  query: string,
  options: SearchDocsOptions,
): Promise<SearchOutcome> {
  const synonyms = looksLikeIdentifier(query)
    ? EMPTY_SYNONYMS
    : await options.loadSynonyms().catch((): SynonymTable => EMPTY_SYNONYMS);
  const understood = understandQuery(query, synonyms);
  const found = await searchTerms(pagefind, understood.terms, options);
  if (understood.pages.length === 0) return found;
  const named = new Set(understood.pages);
  const isNamed = (group: SearchGroup) => named.has(canonicalResultUrl(group.url));
  let first = found.groups.filter(isNamed);
  if (first.length === 0) {
    const docsWords = synonyms.pages[understood.pages[0]];
    const own = await rankedData(pagefind, docsWords, options);
    first = groupResults(own.data, ITEMS_PER_PAGE, docsWords, options.product).filter(isNamed);
  }
  const rest = found.groups.filter((group) => !isNamed(group));
  const groups = [...first, ...rest].slice(0, Math.max(options.pages, found.groups.length));
  return { ...found, groups, total: Math.max(found.total, groups.length) };
}
