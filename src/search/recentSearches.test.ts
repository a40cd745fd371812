import { MAX_RECENT_SEARCHES, addRecentSearch, parseRecentSearches, serializeRecentSearches } from './recentSearches';

describe('parseRecentSearches', () => {
  it('reads what serializeRecentSearches wrote', () => {
    expect(parseRecentSearches(serializeRecentSearches(['sortModel', 'date range']))).toEqual([
      'sortModel',
      'date range',
    ]);
  });

  it('is empty for nothing stored and for anything that is not a JSON list', () => {
    expect(parseRecentSearches(null)).toEqual([]);
    expect(parseRecentSearches('')).toEqual([]);
    expect(parseRecentSearches('{not json')).toEqual([]);
    expect(parseRecentSearches('{"a":1}')).toEqual([]);
    expect(parseRecentSearches('"sortModel"')).toEqual([]);
    expect(parseRecentSearches('null')).toEqual([]);
  });

  it('keeps only non-blank strings, once each, at most the maximum', () => {
    const stored = JSON.stringify(['a', 1, null, '  ', { q: 'x' }, 'b', 'A', 'c', 'd', 'e', 'f', 'g']);
    expect(parseRecentSearches(stored)).toEqual(['a', 'b', 'c', 'd', 'e']);
    expect(parseRecentSearches(stored)).toHaveLength(MAX_RECENT_SEARCHES);
  });
});

describe('addRecentSearch', () => {
  it('puts the query first and drops its earlier copy, whatever its case', () => {
    expect(addRecentSearch(['rows', 'Sorting'], 'sorting')).toEqual(['sorting', 'rows']);
  });

  it('trims and collapses spaces, and ignores blank queries', () => {
    expect(addRecentSearch([], '  date   range ')).toEqual(['date range']);
    expect(addRecentSearch(['rows'], '   ')).toEqual(['rows']);
  });

  it('keeps at most the maximum, dropping the oldest', () => {
    const full = ['a', 'b', 'c', 'd', 'e'];
    expect(addRecentSearch(full, 'f')).toEqual(['f', 'a', 'b', 'c', 'd']);
  });

  it('does not change the list it was given', () => {
    const list = ['a'];
    addRecentSearch(list, 'b');
    expect(list).toEqual(['a']);
  });
});
