import { sanitizeExcerpt } from './sanitizeExcerpt';
import type { SearchPageKind } from './searchAttributes';
import { normalizeName, spacedWords } from './searchText';

// The shapes of Pagefind's result data that the dialog reads (Pagefind 1.x, `result.data()`).

export interface PagefindAnchor {
  element: string;
  id: string;
  text?: string;
}

/** A matched word's place: its weight (headings and API names weigh more) and its score. */
export interface PagefindWeightedLocation {
  weight: number;
  balanced_score: number;
  location: number;
}

export interface PagefindSubResult {
  title: string;
  url: string;
  excerpt: string;
  /** Absent for the part of the page before its first anchor. */
  anchor?: PagefindAnchor;
  weighted_locations?: PagefindWeightedLocation[];
}

export interface PagefindResultData {
  url: string;
  excerpt: string;
  meta: Partial<Record<string, string>>;
  filters: Partial<Record<string, string[]>>;
  sub_results?: PagefindSubResult[];
  /** The page's indexed text and the word positions matched in it (see matchedTerms.ts). */
  content?: string;
  locations?: number[];
}

/** `page`: the top of a page; `heading`: a section; `api`: an element titled for the index (a prop row). */
export type SearchItemKind = 'page' | 'heading' | 'api';

export interface SearchItem {
  kind: SearchItemKind;
  title: string;
  url: string;
  /** Safe HTML: text with `<mark>` highlights only. */
  excerptHtml: string;
}

export interface SearchGroup {
  url: string;
  title: string;
  /** The page's product id (`x-data-grid`), null when it has none. */
  product: string | null;
  pageKind: SearchPageKind;
  /** The words readers use for the page (its `keywords` metadata: the `searchKeywords` of its front matter). */
  keywords: string[];
  items: SearchItem[];
}

/**
 * Which results to show, in order: up to `preferredCount` of the ones matching the preferred
 * product first, then the best of all the others, `total` at most. Nothing is hidden: with too
 * few of the others, more preferred ones fill in.
 */
export function pickResultIds(
  preferred: readonly string[],
  all: readonly string[],
  { preferredCount, total }: { preferredCount: number; total: number },
): string[] {
  const picked = preferred.slice(0, Math.min(preferredCount, total));
  for (const id of [...all, ...preferred.slice(picked.length)]) {
    if (picked.length >= total) break;
    if (!picked.includes(id)) picked.push(id);
  }
  return picked;
}

const markCount = (excerpt: string) => excerpt.split('<mark>').length - 1;

/** How well a section matched: the scores of its matched words (a heading's words weigh more). */
function sectionScore(sub: PagefindSubResult): number {
  if (!sub.weighted_locations?.length) return markCount(sub.excerpt);
  return sub.weighted_locations.reduce((sum, location) => sum + location.balanced_score, 0);
}

function itemKind(sub: PagefindSubResult): SearchItemKind {
  if (!sub.anchor) return 'page';
  return /^h[1-6]$/i.test(sub.anchor.element) ? 'heading' : 'api';
}

/**
 * A title as compared with a query: spaces, punctuation, case and a trailing "API" ignored
 * (`DataGrid API`, `data grid` and `DataGrid` are the same).
 */
export function comparableTitle(text: string): string {
  return normalizeName(text.trim().replace(/\s+API$/i, ''));
}

/**
 * One page's result as a group: the page and its best sections, `maxItems` at most. A section or
 * API item named exactly like the query comes first, then the best-scoring ones (in page order
 * on a tie), so the first link is the best answer the page has.
 */
export function toSearchGroup(data: PagefindResultData, maxItems: number, query = ''): SearchGroup {
  const title = data.meta.title ?? data.url;
  const wanted = comparableTitle(query);
  const subResults = data.sub_results?.length ? data.sub_results : [{ title, url: data.url, excerpt: data.excerpt }];
  const items = subResults
    .map((sub, order) => ({
      sub,
      order,
      named: wanted !== '' && Boolean(sub.anchor) && comparableTitle(sub.title) === wanted,
      score: sectionScore(sub),
    }))
    .sort((a, b) => Number(b.named) - Number(a.named) || b.score - a.score || a.order - b.order)
    .slice(0, maxItems)
    .map(({ sub }): SearchItem => {
      const kind = itemKind(sub);
      return {
        kind,
        title: kind === 'page' ? title : sub.title,
        url: sub.url,
        excerptHtml: sanitizeExcerpt(sub.excerpt),
      };
    });
  return {
    url: data.url,
    title,
    product: data.filters.product?.[0] ?? null,
    pageKind: data.filters.kind?.[0] === 'api' ? 'api' : 'guide',
    keywords: data.meta.keywords?.split(', ').filter(Boolean) ?? [],
    items,
  };
}

/**
 * The groups named like an identifier, the best of each product first, the product of the page the
 * reader is on before the others (`valueFormatter` read from the charts opens on a chart series,
 * then the grid's column definition), then the rest in their order.
 */
export function bestOfEachProductFirst(groups: readonly SearchGroup[], product: string | null): SearchGroup[] {
  const seen = new Set<string | null>();
  const best = groups.filter((group) => !seen.has(group.product) && Boolean(seen.add(group.product)));
  best.sort((a, b) => Number(b.product === product) - Number(a.product === product));
  return [...best, ...groups.filter((group) => !best.includes(group))];
}

/**
 * The groups with the best answers first: the pages titled exactly like the query, or having it
 * among their keywords (`BarChart` opens on `BarChart`, not on `BarChartPro`, which Pagefind may
 * rank higher as a shorter page; `hide column` on the column visibility guide), the API pages
 * first for a query typed as a name, the guides first for words; then, for a query
 * of one word (a name), the pages with an API item of that name (`sortModel` opens on a prop, not
 * on a guide mentioning it), the best of each product first, `product`'s (the reader's) first.
 * The rest keep their order, but for a query of several words (a task: "print the grid"), whose
 * guides come before the API pages that merely list its words.
 */
export function titleMatchesFirst(
  groups: readonly SearchGroup[],
  query: string,
  product: string | null = null,
): SearchGroup[] {
  const wanted = comparableTitle(query);
  if (!wanted) return [...groups];
  const isName = spacedWords(query).length <= 1;
  // Typed as a name (`DateRangePicker`) the API page comes first, as words (`date range picker`) the guide.
  const shapeOrder = (group: SearchGroup) => ((group.pageKind === 'api') === isName ? 0 : 1);
  const titled = groups
    .filter((group) => [group.title, ...group.keywords].some((name) => comparableTitle(name) === wanted))
    .sort((a, b) => shapeOrder(a) - shapeOrder(b));
  const named = bestOfEachProductFirst(
    groups.filter(
      (group) =>
        isName &&
        !titled.includes(group) &&
        group.items.some((item) => item.kind === 'api' && comparableTitle(item.title) === wanted),
    ),
    product,
  );
  const rest = groups.filter((group) => !titled.includes(group) && !named.includes(group));
  const restInOrder = isName ? rest : [...rest].sort((a, b) => shapeOrder(a) - shapeOrder(b));
  return [...titled, ...named, ...restInOrder];
}

/**
 * The results as groups, one per page (a page listed twice keeps its first place), those titled
 * like the query first.
 */
export function groupResults(
  results: readonly PagefindResultData[],
  maxItems: number,
  query = '',
  product: string | null = null,
): SearchGroup[] {
  const seen = new Set<string>();
  const groups = results
    .filter((data) => !seen.has(data.url) && Boolean(seen.add(data.url)))
    .map((data) => toSearchGroup(data, maxItems, query));
  return titleMatchesFirst(groups, query, product);
}

/** Every item in reading order, as the arrow keys walk them. */
export function flattenGroups(groups: readonly SearchGroup[]): Array<{ item: SearchItem; group: SearchGroup }> {
  return groups.flatMap((group) => group.items.map((item) => ({ item, group })));
}

/**
 * The status line's string key and values for `shown` pages of `total` matching: "Top 6 of 67
 * pages" when some are not shown, else the count ("3 pages", "1 page").
 */
export function countMessage(shown: number, total: number): { key: string; values?: Record<string, string> } {
  if (total > shown) return { key: 'topOf', values: { shown: String(shown), count: String(total) } };
  return total === 1 ? { key: 'oneResult' } : { key: 'results', values: { count: String(total) } };
}
