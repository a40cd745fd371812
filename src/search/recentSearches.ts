/** The localStorage key of the reader's recent searches. */
export const RECENT_SEARCHES_KEY = 'mui-x-docs:recent-searches';

export const MAX_RECENT_SEARCHES = 5;

/** Longer queries are cut: the list is for going back to a search, not for storing text. */
const MAX_QUERY_LENGTH = 100;

function normalize(query: string): string {
  return query.trim().replace(/\s+/g, ' ').slice(0, MAX_QUERY_LENGTH);
}

/** The stored list, newest first; anything unreadable (not JSON, not a list of strings) is an empty list. */
export function parseRecentSearches(stored: string | null): string[] {
  if (!stored) {
    return [];
  }
  let value: unknown;
  try {
    value = JSON.parse(stored);
  } catch {
    return [];
  }
  if (!Array.isArray(value)) {
    return [];
  }
  // Newest first: of two copies of a query, the first one stays.
  return value
    .filter((item): item is string => typeof item === 'string')
    .map(normalize)
    .filter((item, index, list) => item && list.findIndex((other) => sameQuery(other, item)) === index)
    .slice(0, MAX_RECENT_SEARCHES);
}

const sameQuery = (a: string, b: string) => a.toLowerCase() === b.toLowerCase();

/** `list` with `query` first, once (case aside), capped; blank queries leave it as it is. */
export function addRecentSearch(list: readonly string[], query: string): string[] {
  const normalized = normalize(query);
  if (!normalized) {
    return [...list];
  }
  return [normalized, ...list.filter((item) => !sameQuery(item, normalized))].slice(0, MAX_RECENT_SEARCHES);
}

export function serializeRecentSearches(list: readonly string[]): string {
  return JSON.stringify(list);
}
