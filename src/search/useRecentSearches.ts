import * as React from 'react';
import { readStorage, writeStorage } from '../ui/storage';
import { RECENT_SEARCHES_KEY, addRecentSearch, parseRecentSearches, serializeRecentSearches } from './recentSearches';

/** The reader's recent searches, kept in localStorage. */
export function useRecentSearches() {
  const [recent, setRecent] = React.useState<string[]>(() =>
    parseRecentSearches(readStorage('localStorage', RECENT_SEARCHES_KEY)),
  );
  const remember = (query: string) => {
    const next = addRecentSearch(recent, query);
    setRecent(next);
    writeStorage('localStorage', RECENT_SEARCHES_KEY, serializeRecentSearches(next));
  };
  return { recent, remember };
}
