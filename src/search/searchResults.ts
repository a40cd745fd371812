import { sanitizeExcerpt } from './sanitizeExcerpt';
import type { SearchPageKind } from './searchAttributes';

// The shapes of Pagefind's result data that the dialog reads (Pagefind 1.x, `result.data()`).

export interface PagefindAnchor {
  element: string;
  id: string;
  text?: string;
}

export interface PagefindSubResult {
  title: string;
  url: string;
  excerpt: string;
  /** Absent for the part of the page before its first anchor. */
  anchor?: PagefindAnchor;
}

export interface PagefindResultData {
  url: string;
  excerpt: string;
  meta: Partial<Record<string, string>>;
  filters: Partial<Record<string, string[]>>;
  sub_results?: PagefindSubResult[];
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

function itemKind(sub: PagefindSubResult): SearchItemKind {
  if (!sub.anchor) return 'page';
  return /^h[1-6]$/i.test(sub.anchor.element) ? 'heading' : 'api';
}

/**
 * One page's result as a group: the page and its best-matching sections (those with the most
 * highlighted words first, then in page order), `maxItems` at most.
 */
export function toSearchGroup(data: PagefindResultData, maxItems: number): SearchGroup {
  const title = data.meta.title ?? data.url;
  const subResults = data.sub_results?.length ? data.sub_results : [{ title, url: data.url, excerpt: data.excerpt }];
  const items = subResults
    .map((sub, order) => ({ sub, order, marks: markCount(sub.excerpt) }))
    .sort((a, b) => b.marks - a.marks || a.order - b.order)
    .slice(0, maxItems)
    .sort((a, b) => a.order - b.order)
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
    items,
  };
}

/** The results as groups, one per page (a page listed twice keeps its first place). */
export function groupResults(results: readonly PagefindResultData[], maxItems: number): SearchGroup[] {
  const seen = new Set<string>();
  return results
    .filter((data) => !seen.has(data.url) && Boolean(seen.add(data.url)))
    .map((data) => toSearchGroup(data, maxItems));
}

/** Every item in reading order, as the arrow keys walk them. */
export function flattenGroups(groups: readonly SearchGroup[]): Array<{ item: SearchItem; group: SearchGroup }> {
  return groups.flatMap((group) => group.items.map((item) => ({ item, group })));
}
