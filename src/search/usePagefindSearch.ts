import * as React from 'react';
import { loadPagefind, type PagefindSearchResult } from './pagefind';
import { groupResults, pickResultIds, type SearchGroup } from './searchResults';

/** Wait after a keystroke before searching: short, so results follow the typing. */
export const SEARCH_DEBOUNCE_MS = 40;
/** Pages shown (each a piece of the index to fetch), of which the preferred product's may take up to… */
const TOTAL_PAGES = 6;
const PREFERRED_PAGES = 4;
/** Sections shown under a page. */
const ITEMS_PER_PAGE = 3;

/**
 * `loading`: Pagefind is starting; `unavailable`: it could not start or search (no index, a
 * broken one, offline); `idle`: nothing typed; `ready`: `groups` are the results of `query`.
 */
export type SearchStatus = 'loading' | 'unavailable' | 'idle' | 'ready';

export interface SearchState {
  status: SearchStatus;
  /** The query the groups answer (trimmed). */
  query: string;
  groups: SearchGroup[];
}

const IDLE: SearchState = { status: 'idle', query: '', groups: [] };

async function runSearch(term: string, product: string | null, language: string): Promise<SearchGroup[]> {
  const pagefind = await loadPagefind(language);
  const [all, preferred] = await Promise.all([
    pagefind.search(term),
    product ? pagefind.search(term, { filters: { product } }) : null,
  ]);
  const ids = (response: { results: PagefindSearchResult[] } | null) => response?.results.map(({ id }) => id) ?? [];
  const byId = new Map([...(all?.results ?? []), ...(preferred?.results ?? [])].map((result) => [result.id, result]));
  const picked = pickResultIds(ids(preferred), ids(all), { preferredCount: PREFERRED_PAGES, total: TOTAL_PAGES });
  const data = await Promise.all(picked.flatMap((id) => byId.get(id)?.data() ?? []));
  return groupResults(data, ITEMS_PER_PAGE);
}

/**
 * Searches the index of `language` for `query` (debounced) while `enabled`, the `product`'s
 * pages first. Starting Pagefind begins as soon as the search is enabled (the dialog opens).
 */
export function usePagefindSearch(
  query: string,
  product: string | null,
  language: string,
  enabled: boolean,
): SearchState {
  const [state, setState] = React.useState<SearchState>(IDLE);
  const [started, setStarted] = React.useState<'loading' | 'ok' | 'failed'>('loading');

  React.useEffect(() => {
    if (!enabled) return undefined;
    let current = true;
    loadPagefind(language).then(
      () => current && setStarted('ok'),
      () => current && setStarted('failed'),
    );
    return () => {
      current = false;
    };
  }, [enabled, language]);

  const term = query.trim();
  React.useEffect(() => {
    if (!enabled || !term) return undefined;
    let current = true;
    const timer = setTimeout(() => {
      runSearch(term, product, language).then(
        (groups) => current && setState({ status: 'ready', query: term, groups }),
        () => current && setState({ status: 'unavailable', query: term, groups: [] }),
      );
    }, SEARCH_DEBOUNCE_MS);
    return () => {
      current = false;
      clearTimeout(timer);
    };
  }, [term, product, language, enabled]);

  if (started === 'failed') return { ...IDLE, status: 'unavailable' };
  if (!term) return started === 'loading' ? { ...IDLE, status: 'loading' } : IDLE;
  // Until the first results arrive, the previous query's stay on screen.
  return state;
}
