// How the search compares words: shared by the typo correction, the check of what Pagefind
// matched and the reranking, so that they agree on what "the same word" is.

/** Lower case, letters and digits only, accents dropped (`Row grouping` → `rowgrouping`). */
export function normalizeName(text: string): string {
  return text
    .toLowerCase()
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .replace(/[^\p{L}\p{N}]+/gu, '');
}

/**
 * The pieces of a word or name, normalized: split at spaces, punctuation and camelCase humps
 * (`initialState.sortModel` → initial, state, sort, model).
 */
export function namePieces(text: string): string[] {
  return text
    .replace(/([\p{Ll}\p{N}])(\p{Lu})/gu, '$1 $2')
    .split(/[^\p{L}\p{N}\u0300-\u036f]+/u)
    .map(normalizeName)
    .filter(Boolean);
}

/** The space-separated words of a query, as typed. */
export function spacedWords(text: string): string[] {
  return text.split(/\s+/).filter(Boolean);
}
