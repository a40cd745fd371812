// The dictionary a mistyped query is corrected against: the names of the site (components,
// props, slots, page titles and section headings), gathered by the index script from the pages
// it indexes and fetched by the dialog only when a query needs correcting.
import { namePieces, normalizeName } from './searchText';
import { unescapeHtml } from '../ui/escapeHtml';

/**
 * The edit distance between `a` and `b` (insertions, deletions, substitutions and swaps of two
 * neighbours each count one), or `max + 1` as soon as it is certain to exceed `max`.
 */
export function editDistance(a: string, b: string, max: number): number {
  if (Math.abs(a.length - b.length) > max) return max + 1;
  let beforePrevious: number[] = [];
  let previous = Array.from({ length: b.length + 1 }, (_, index) => index);
  for (let i = 1; i <= a.length; i += 1) {
    const current = [i];
    let rowMin = i;
    for (let j = 1; j <= b.length; j += 1) {
      const cost = a[i - 1] === b[j - 1] ? 0 : 1;
      let value = Math.min(previous[j] + 1, current[j - 1] + 1, previous[j - 1] + cost);
      if (i > 1 && j > 1 && a[i - 1] === b[j - 2] && a[i - 2] === b[j - 1]) {
        value = Math.min(value, beforePrevious[j - 2] + 1);
      }
      current.push(value);
      rowMin = Math.min(rowMin, value);
    }
    if (rowMin > max) return max + 1;
    beforePrevious = previous;
    previous = current;
  }
  return Math.min(previous[b.length], max + 1);
}

/** How far a word of `length` letters may be from a name: none under 4 letters, 1 under 7, then 2. */
export function allowedDistance(length: number): number {
  if (length < 4) return 0;
  return length < 7 ? 1 : 2;
}

/** The words of a name, its camelCase humps split too (`checkboxSelection` → checkbox, selection). */
export function nameWords(name: string): string[] {
  return namePieces(name).filter((word) => word.length >= 3);
}

interface Candidate {
  text: string;
  distance: number;
}

/**
 * Of the `candidates` within the allowed distance of `wanted` (normalized), the closest; on a tie
 * the one written like the query (with spaces for a phrase, as one word for a name), then the
 * shortest, then the first in alphabetical order, so the answer never depends on the order of
 * the dictionary.
 */
function closest(wanted: string, candidates: Iterable<string>, isPhrase: boolean): Candidate | null {
  const max = allowedDistance(wanted.length);
  let best: Candidate | null = null;
  const rank = (candidate: Candidate) => [
    candidate.distance,
    candidate.text.includes(' ') === isPhrase ? 0 : 1,
    candidate.text.length,
  ];
  for (const text of candidates) {
    const distance = editDistance(wanted, normalizeName(text), max);
    if (distance > max) continue;
    const candidate = { text, distance };
    if (!best) {
      best = candidate;
      continue;
    }
    const [a, b] = [rank(candidate), rank(best)];
    const order = a[0] - b[0] || a[1] - b[1] || a[2] - b[2] || candidate.text.localeCompare(best.text);
    if (order < 0) best = candidate;
  }
  return best;
}

/**
 * The query the reader probably meant, or null when `query` needs no correction or none is
 * close enough: first the whole query against the names (`DataGridPremum` → `DataGridPremium`,
 * `rowgrouping` → `Row grouping`), else each word against the words of the names (`colum` →
 * `column`), every word having to be known or corrected.
 */
export function correctQuery(query: string, names: readonly string[]): string | null {
  const trimmed = query.trim().replace(/\s+/g, ' ');
  const wanted = normalizeName(trimmed);
  if (wanted.length < 4) return null;
  const isPhrase = trimmed.includes(' ');
  const whole = closest(wanted, names, isPhrase);
  if (whole) {
    return whole.text.toLowerCase() === trimmed.toLowerCase() ? null : whole.text;
  }
  const words = new Set(names.flatMap(nameWords));
  const corrected = trimmed.split(' ').map((word) => {
    const normalized = normalizeName(word);
    if (words.has(normalized)) return word;
    return closest(normalized, words, false)?.text ?? null;
  });
  if (corrected.some((word) => word === null)) return null;
  const text = corrected.join(' ');
  return text.toLowerCase() === trimmed.toLowerCase() ? null : text;
}

/**
 * The names a page contributes to the dictionary, from the HTML the index reads: the names of its
 * API rows (`data-pagefind-title`) and its title and section headings (h1 to h3), an API page's
 * title without its " API" (`DataGridPremium API` is the page of `DataGridPremium`).
 */
export function pageNames(html: string): string[] {
  const titles = [...html.matchAll(/data-pagefind-title="([^"]*)"/g)].map(([, title]) => title);
  const headings = [...html.matchAll(/<h([1-3])\b[^>]*>([\s\S]*?)<\/h\1>/g)].map(([, , inner]) =>
    inner.replace(/<[^>]*>/g, ''),
  );
  return [...titles, ...headings]
    .map((name) => unescapeHtml(name).replace(/\s+/g, ' ').trim().replace(/ API$/, ''))
    .filter((name) => name.length >= 4 && name.length <= 60);
}

/** The dictionary's file in the index folder (`out/pagefind/`), one per language. */
export function dictionaryFileName(language: string): string {
  return `dictionary.${language}.json`;
}
