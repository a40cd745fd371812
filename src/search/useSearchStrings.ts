import * as React from 'react';
import { translate } from '../i18n/translate';
import { useUserLanguage } from '../i18n/TranslationsContext';
import searchDialogStrings from '../../generated/search/searchDialogStrings.json';
import { countMessage } from './searchResults';
import type { SearchState } from './usePagefindSearch';

export type SearchStrings = (key: string, values?: Record<string, string>) => string;

/** The dialog's own strings (shipped with it, not in every page's site data), in the page's language. */
export function useSearchStrings(): SearchStrings {
  const language = useUserLanguage();
  return React.useCallback(
    (key: string, values?: Record<string, string>) =>
      translate({ current: searchDialogStrings[language], fallback: searchDialogStrings.en }, key, values),
    [language],
  );
}

/** What the dialog's status line says of the search's state. */
export function statusMessage(state: SearchState, s: SearchStrings): string {
  switch (state.status) {
    case 'loading':
      return s('loading');
    case 'unavailable':
      // The development server has no index: say how to get one instead of a failure.
      return process.env.NODE_ENV === 'production' ? s('unavailable') : s('noIndexInDev');
    case 'ready': {
      if (state.groups.length === 0) return s('noResults', { query: state.query });
      const count = countMessage(state.groups.length, state.total);
      const line = s(count.key, count.values);
      return state.correctedTo ? `${s('correctedTo', { query: state.correctedTo })}. ${line}` : line;
    }
    default:
      return '';
  }
}
