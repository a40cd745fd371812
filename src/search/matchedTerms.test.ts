import { matchedWords, queryTerms, termMatches, wordBeginnings } from './matchedTerms';

describe('queryTerms', () => {
  it('lower-cases, drops accents and punctuation', () => {
    expect(queryTerms('  Server-side  Paginação ')).toEqual(['serverside', 'paginacao']);
    expect(queryTerms('"!"')).toEqual([]);
  });
});

describe('wordBeginnings', () => {
  it('starts at the word and at each camelCase hump or piece between punctuation', () => {
    expect(wordBeginnings('initialState.sortModel,')).toEqual([
      'initialstatesortmodel',
      'statesortmodel',
      'sortmodel',
      'model',
    ]);
    expect(wordBeginnings('F>')).toEqual(['f']);
  });
});

describe('matchedWords', () => {
  it('reads the words at the matched positions', () => {
    expect(matchedWords({ content: 'The sortModel prop  sets it', locations: [1, 3] })).toEqual(['sortModel', 'sets']);
    expect(matchedWords({})).toEqual([]);
  });
});

describe('termMatches', () => {
  it('sees a term that a matched word begins, or one of its humps', () => {
    const results = [{ content: 'Use initialState.sorting.sortModel here', locations: [1] }];
    expect(termMatches('sortModel', results)).toEqual([{ term: 'sortmodel', exact: true, related: true }]);
    expect(termMatches('sortMo', results)).toEqual([{ term: 'sortmo', exact: true, related: true }]);
  });

  it('takes another form of the word as related, not exact', () => {
    const results = [{ content: 'Rows are filtered', locations: [2] }];
    expect(termMatches('filtering', results)).toEqual([{ term: 'filtering', exact: false, related: true }]);
  });

  it('flags a word only a shortened fragment of which matched', () => {
    const results = [{ content: 'MUI X: the X of it', locations: [1, 3] }];
    expect(termMatches('xyzzyqq', results)).toEqual([{ term: 'xyzzyqq', exact: false, related: false }]);
    expect(termMatches('filtr', [{ content: 'Record<F> type', locations: [0] }])[0].related).toBe(false);
    expect(termMatches('filtr', [])[0]).toEqual({ term: 'filtr', exact: false, related: false });
  });

  it('leaves words of Chinese to Pagefind', () => {
    expect(termMatches('对等依赖 sortModel', [])).toEqual([{ term: 'sortmodel', exact: false, related: false }]);
  });
});
