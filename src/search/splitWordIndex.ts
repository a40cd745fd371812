import type { CborValue } from './cbor';

// Pagefind cuts its word index into chunks of about 20,000 word positions, a constant of its
// indexer: a query downloads the whole chunk holding its word, 15-30 kB gzip here, the largest
// part of a first query after Pagefind's WebAssembly. These functions cut the same sorted words
// into smaller chunks, described the way Pagefind describes its own (see splitPagefindChunks.ts).

/** A word of the index as Pagefind stores it: the word, then one entry per page it is on. */
export type IndexedWord = [word: string, pages: CborValue[], ...rest: CborValue[]];

export interface SplitOptions {
  /** A chunk closes once it holds this many positions (Pagefind's own measure)… */
  targetPositions: number;
  /**
   * …but never between two words sharing this many first characters: every word that begins
   * with a query of that length then sits in the chunk the query loads, as do the longer words
   * Pagefind matches a typed prefix against (`sortM` → `sortmodel`).
   */
  keepTogetherPrefix: number;
}

/** Positions of a word, counted as Pagefind counts them to size its chunks. */
export function wordPositions(word: IndexedWord): number {
  return word[1].reduce<number>(
    (sum, page) => sum + (Array.isArray(page) && Array.isArray(page[1]) ? page[1].length : 0) + 1,
    0,
  );
}

function sharedPrefixLength(a: string, b: string): number {
  const left = Array.from(a);
  const right = Array.from(b);
  let length = 0;
  while (length < left.length && length < right.length && left[length] === right[length]) length += 1;
  return length;
}

/** The words, in their order, cut into chunks. */
export function splitWordIndex(words: readonly IndexedWord[], options: SplitOptions): IndexedWord[][] {
  const chunks: IndexedWord[][] = [];
  let chunk: IndexedWord[] = [];
  let positions = 0;
  words.forEach((word, index) => {
    chunk.push(word);
    positions += wordPositions(word);
    const next = words[index + 1];
    const mayClose = !next || sharedPrefixLength(word[0], next[0]) < options.keepTogetherPrefix;
    if (positions >= options.targetPositions && mayClose) {
      chunks.push(chunk);
      chunk = [];
      positions = 0;
    }
  });
  if (chunk.length > 0) chunks.push(chunk);
  return chunks;
}

/**
 * The range of words each chunk answers for, written as Pagefind's indexer writes it (its search
 * picks the chunks to load by these ranges): the first and last word, each boundary between two
 * chunks shortened to the characters that tell them apart, plus one (`stal` | `stan`).
 */
export function chunkRanges(chunks: readonly IndexedWord[][]): Array<{ from: string; to: string }> {
  const ranges = chunks.map((chunk) => ({ from: chunk[0][0], to: chunk[chunk.length - 1][0] }));
  const cut = (word: string, length: number) => Array.from(word).slice(0, length).join('');
  for (let index = 0; index + 1 < ranges.length; index += 1) {
    const shared = sharedPrefixLength(ranges[index].to, ranges[index + 1].from);
    ranges[index].to = cut(ranges[index].to, shared + 1);
    ranges[index + 1].from = cut(ranges[index + 1].from, shared + 1);
  }
  return ranges;
}
