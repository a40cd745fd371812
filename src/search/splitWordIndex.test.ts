import { chunkRanges, splitWordIndex, wordPositions, type IndexedWord } from './splitWordIndex';

/** A word on `pages` pages with `positions` positions on each. */
const word = (text: string, pages = 1, positions = 1): IndexedWord => [
  text,
  Array.from({ length: pages }, (_, page) => [page, Array.from({ length: positions }, (__, at) => at), []]),
];

const texts = (chunks: IndexedWord[][]) => chunks.map((chunk) => chunk.map(([text]) => text));

describe('wordPositions', () => {
  it('counts the positions of every page plus one per page, as Pagefind sizes its chunks', () => {
    expect(wordPositions(word('sort', 3, 4))).toBe(15);
  });
});

describe('splitWordIndex', () => {
  it('closes a chunk once it holds the target number of positions, keeping the order', () => {
    const words = ['alpha', 'beta', 'delta', 'gamma', 'omega'].map((text) => word(text, 1, 2));
    expect(texts(splitWordIndex(words, { targetPositions: 6, keepTogetherPrefix: 3 }))).toEqual([
      ['alpha', 'beta'],
      ['delta', 'gamma'],
      ['omega'],
    ]);
  });

  it('never cuts between words sharing the kept prefix, so a query of that length finds all its words in one chunk', () => {
    const words = ['sorted', 'sorting', 'sortmodel', 'source', 'span'].map((text) => word(text, 1, 5));
    expect(texts(splitWordIndex(words, { targetPositions: 6, keepTogetherPrefix: 3 }))).toEqual([
      ['sorted', 'sorting', 'sortmodel'],
      ['source'],
      ['span'],
    ]);
  });
});

describe('chunkRanges', () => {
  it('shortens each boundary between two chunks to the characters that tell them apart, plus one', () => {
    const chunks = [
      [word('alpha'), word('sortable')],
      [word('sorting'), word('stale')],
      [word('standard'), word('zoom')],
    ];
    expect(chunkRanges(chunks)).toEqual([
      { from: 'alpha', to: 'sorta' },
      { from: 'sorti', to: 'stal' },
      { from: 'stan', to: 'zoom' },
    ]);
  });

  it('counts characters, not UTF-16 units', () => {
    expect(chunkRanges([[word('排序')], [word('排除')]])).toEqual([
      { from: '排序', to: '排序' },
      { from: '排除', to: '排除' },
    ]);
  });
});
