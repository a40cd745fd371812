// Whether Pagefind matched the words of a query or fragments of them. When a word matches
// nothing, Pagefind shortens it until something matches, in the index pieces already loaded, so
// `xyzzyqq` returned the pages holding an `x`, and what `filtr` returned depended on the pieces
// that earlier keystrokes had loaded. The dialog reads which words each result matched (from
// the result's text and the positions Pagefind gives) to tell the two apart.
import { namePieces, normalizeName, spacedWords } from './searchText';

/** Scripts written without spaces between words: Pagefind splits them itself, so they are not checked. */
const UNSPACED_SCRIPT = /[\p{Script=Han}\p{Script=Hiragana}\p{Script=Katakana}\p{Script=Thai}]/u;

/** The query's words as Pagefind compares them: lower case, without accents or punctuation. */
export function queryTerms(query: string): string[] {
  return spacedWords(query).map(normalizeName).filter(Boolean);
}

/**
 * The ways a word of the text can begin, as Pagefind indexes it: from its start and from each
 * camelCase hump or piece between punctuation (`initialState.sortModel` begins `initialstate…`,
 * `state…`, `sortmodel`, `model`), lower case, letters and digits only.
 */
export function wordBeginnings(word: string): string[] {
  const pieces = namePieces(word);
  return pieces.map((_, index) => pieces.slice(index).join(''));
}

/** The words of a result that Pagefind matched (its text split as Pagefind counts word positions). */
export function matchedWords(result: { content?: string; locations?: number[] }): string[] {
  if (!result.content || !result.locations) return [];
  const words = result.content.split(/[^\S\uFEFF]+/);
  return result.locations.map((location) => words[location]).filter((word): word is string => Boolean(word));
}

const sharedPrefix = (a: string, b: string) => {
  let length = 0;
  while (length < a.length && length < b.length && a[length] === b[length]) length += 1;
  return length;
};

export interface TermMatch {
  term: string;
  /** A matched word begins with the whole term. */
  exact: boolean;
  /**
   * A matched word shares enough of the term's beginning to be the same word in another form
   * (Pagefind matches word stems: `filtering` finds `filter`), at least its first three letters
   * (the index pieces never separate two words sharing those, so what matches is the same however
   * the query was typed).
   */
  related: boolean;
}

/** How each checked term of `query` was matched by the words of `results`. */
export function termMatches(
  query: string,
  results: ReadonlyArray<{ content?: string; locations?: number[] }>,
): TermMatch[] {
  const beginnings = results.flatMap(matchedWords).flatMap(wordBeginnings);
  return queryTerms(query)
    .filter((term) => !UNSPACED_SCRIPT.test(term))
    .map((term) => {
      const longest = beginnings.reduce((best, beginning) => Math.max(best, sharedPrefix(term, beginning)), 0);
      const needed = Math.min(term.length, Math.max(3, term.length - 5));
      return { term, exact: longest === term.length, related: longest >= needed };
    });
}
