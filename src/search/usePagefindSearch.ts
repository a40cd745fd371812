import * as React from 'react';
import { loadDictionary, loadPagefind, loadSynonyms } from './pagefind';
import { searchDocs, type SearchOutcome } from './searchDocs';

/** Wait after a keystroke before searching: short, so results follow the typing. */
export const SEARCH_DEBOUNCE_MS = 40;

/**
 * `loading`: Pagefind is starting; `unavailable`: it could not start or search (no index, a
 * broken one, offline); `idle`: nothing typed; `ready`: `groups` are the results of `query`.
 */
export type SearchStatus = 'loading' | 'unavailable' | 'idle' | 'ready';

export interface SearchState extends SearchOutcome {
  status: SearchStatus;
  /** The query the groups answer (trimmed), as typed. */
  query: string;
}

const IDLE: SearchState = { status: 'idle', query: '', groups: [], total: 0, correctedTo: null };

/**
 * Searches the index of `language` for `query` (debounced) while `enabled`, the `product`'s
 * pages first, `pages` pages at most. Starting Pagefind begins as soon as the search is enabled
 * (the dialog opens).
 */
export function usePagefindSearch(
  query: string,
  product: string | null,
  language: string,
  enabled: boolean,
  pages: number,
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
      loadPagefind(language)
        .then((pagefind) =>
          searchDocs(pagefind, term, {
            product,
            language,
            pages,
            loadNames: () => loadDictionary(language),
            loadSynonyms,
          }),
        )
        .then(
          (outcome) => current && setState({ status: 'ready', query: term, ...outcome }),
          () => current && setState({ ...IDLE, status: 'unavailable', query: term }),
        );
    }, SEARCH_DEBOUNCE_MS);
    return () => {
      current = false;
      clearTimeout(timer);
    };
  }, [term, product, language, enabled, pages]);

  if (started === 'failed') return { ...IDLE, status: 'unavailable' };
  if (!term) return started === 'loading' ? { ...IDLE, status: 'loading' } : IDLE;
  // Until the first results arrive, the previous query's stay on screen.
  return state;
}
