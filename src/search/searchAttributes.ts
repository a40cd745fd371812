// The HTML attributes the search index (Pagefind, scripts/build-search-index.mts) reads from the
// exported pages. See README.md beside this file for where each one goes.

/** On the element holding a page's article: only what is inside is indexed. */
export const SEARCH_BODY_ATTRIBUTE = 'data-pagefind-body';

/** On anything inside the article that is not prose (demos, ads, breadcrumbs, page links). */
export const SEARCH_IGNORE_ATTRIBUTE = 'data-pagefind-ignore';

/**
 * With an `id` on the same element: the element starts a result of its own, linked to `#id`
 * and titled with the attribute's value (an API prop, slot or CSS class row).
 */
export const SEARCH_TITLE_ATTRIBUTE = 'data-pagefind-title';

/** Weighs the words inside an element (Pagefind's default is 1, up to 10): an API row's name. */
export const SEARCH_WEIGHT_ATTRIBUTE = 'data-pagefind-weight';

/** `name:value`, or `name[attribute]` to take the value from another attribute of the element. */
export const SEARCH_FILTER_ATTRIBUTE = 'data-pagefind-filter';

/** The filter names the index holds. */
export const SEARCH_FILTERS = { product: 'product', kind: 'kind', text: 'text' } as const;

/**
 * The `text` filter of a page of another language than English: `translated`, or `english` where
 * the page falls back to the English text.
 */
export type SearchPageText = 'translated' | 'english';

/** Pagefind's metadata attribute (`name:value`); the index script adds the `keywords` of guides. */
export const SEARCH_META_ATTRIBUTE = 'data-pagefind-meta';

export type SearchPageKind = 'guide' | 'api';

/** `api` for the API reference (`/x/api/…`) and the API tabs of component pages, else `guide`. */
export function searchPageKind(canonicalPath: string): SearchPageKind {
  return /^\/x\/api\/|\/(components|hooks)-api\/?$/.test(canonicalPath) ? 'api' : 'guide';
}

/**
 * The attributes that make an element with an `id` a deep-linked search result of its own:
 * spread them on an API prop, slot or CSS class row.
 */
export function searchResultAttributes(title: string): { [SEARCH_TITLE_ATTRIBUTE]: string } {
  return { [SEARCH_TITLE_ATTRIBUTE]: title };
}

/**
 * The attribute that keeps an element and everything inside it out of the index: an API row
 * that a Pro or Premium page repeats unchanged from the plan below (found on that plan's page).
 */
export function searchIgnoredAttributes(): { [SEARCH_IGNORE_ATTRIBUTE]: 'all' } {
  return { [SEARCH_IGNORE_ATTRIBUTE]: 'all' };
}
