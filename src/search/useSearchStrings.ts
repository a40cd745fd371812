import * as React from 'react';
import { translate } from '../i18n/translate';
import { useUserLanguage } from '../i18n/TranslationsContext';
import searchDialogStrings from '../../generated/search/searchDialogStrings.json';

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
