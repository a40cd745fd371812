// What a query asks for, before Pagefind searches it: the words that matter (question words and
// filler dropped) and the words the docs use for what the reader named in other words (the
// `searchKeywords` of each guide's front matter, gathered by the index script into a synonym
// table). Plain functions, shared by the dialog, the MCP server and the unit tests.
import { queryTerms } from './matchedTerms';
import { normalizeName, spacedWords } from './searchText';

/**
 * Words that carry no subject in a question ("how do I …", "como …"): Pagefind requires every
 * word of a query, so a page that never says "how" would be lost for them.
 */
export const FILLER_WORDS: ReadonlySet<string> = new Set(
  [
    // English: question words, pronouns, articles, auxiliaries and the verbs of any task.
    'how',
    'what',
    'why',
    'which',
    'where',
    'when',
    'who',
    'whats',
    'do',
    'does',
    'did',
    'done',
    'can',
    'could',
    'should',
    'would',
    'will',
    'is',
    'are',
    'was',
    'be',
    'been',
    'am',
    'i',
    'me',
    'my',
    'we',
    'our',
    'you',
    'your',
    'it',
    'its',
    'this',
    'that',
    'there',
    'the',
    'a',
    'an',
    'to',
    'of',
    'in',
    'on',
    'at',
    'for',
    'from',
    'into',
    'with',
    'by',
    'about',
    'and',
    'or',
    'so',
    'if',
    'some',
    'any',
    'way',
    'want',
    'need',
    'use',
    'using',
    'make',
    'get',
    'let',
    'change',
    'dont',
    'doesnt',
    'cant',
    'please',
    // Portuguese.
    'como',
    'que',
    'o',
    'os',
    'as',
    'um',
    'uma',
    'de',
    'do',
    'da',
    'dos',
    'das',
    'para',
    'em',
    'no',
    'na',
    'e',
    'eu',
    'posso',
    'com',
    'por',
  ].map(normalizeName),
);

/** Question words of Chinese, written without spaces: taken out of the query wherever they are. */
const CHINESE_FILLER = /如何|怎么样|怎么|怎样|为什么|是什么|什么|吗|呢/g;

/**
 * The synonym table: for each guide (canonical path with its trailing slash), the words the docs
 * use for it (its title, normalized words), and each phrase readers use (normalized words joined
 * by a space) with the guides it names.
 */
export interface SynonymTable {
  pages: Readonly<Record<string, string>>;
  phrases: Readonly<Record<string, readonly string[]>>;
}

export const EMPTY_SYNONYMS: SynonymTable = { pages: {}, phrases: {} };

/** The same word, or its plural (`columns` for `column`, `colunas` for `coluna`). */
const sameWord = (a: string, b: string) => a === b || a === `${b}s` || b === `${a}s`;

/** The query without filler: its words that matter, or the query itself when every word is filler. */
export function withoutFiller(query: string): string {
  const trimmed = query.replace(CHINESE_FILLER, ' ').trim();
  const pieces = spacedWords(trimmed);
  const kept = pieces.filter((piece) => !FILLER_WORDS.has(normalizeName(piece)));
  return kept.length > 0 ? kept.join(' ') : query.trim();
}

/**
 * A query typed as an identifier (`sortModel`, `DataGridPro`): one word with a capital after its
 * first letter. It needs no synonyms (an API name is found as it is), so the dialog does not
 * fetch the table for it.
 */
export function looksLikeIdentifier(query: string): boolean {
  return /^[A-Za-z][a-z0-9]*[A-Z][A-Za-z0-9]*$/.test(query.trim());
}

export interface UnderstoodQuery {
  /** What to search: the words that matter, in the docs' words where a synonym was found. */
  terms: string;
  /** The guides a phrase of the query names (canonical paths), best first; empty when none. */
  pages: string[];
}

/**
 * The query as Pagefind should search it. The longest phrase of the synonym table whose words are
 * all in the query as typed (in any order, singular or plural) is replaced by the words the docs
 * use for its guide: `freeze first column` → `column pinning first`, its guide named in `pages`
 * so that the dialog lists it first. Phrases are matched before the filler goes, since a filler
 * word can be part of one (`no rows`); then the filler goes from what is left.
 */
export function understandQuery(query: string, table: SynonymTable): UnderstoodQuery {
  const terms = withoutFiller(query);
  const typedWords = queryTerms(query.replace(CHINESE_FILLER, ' '));
  let best: { phrase: string[]; pages: readonly string[] } | null = null;
  for (const [phrase, pages] of Object.entries(table.phrases)) {
    const phraseWords = phrase.split(' ');
    if (!phraseWords.every((word) => typedWords.some((typedWord) => sameWord(word, typedWord)))) continue;
    const longer = !best || phraseWords.length > best.phrase.length;
    const sameLength = best && phraseWords.length === best.phrase.length;
    if (longer || (sameLength && best && phrase.length > best.phrase.join(' ').length)) {
      best = { phrase: phraseWords, pages };
    }
  }
  const target = best?.pages.find((page) => table.pages[page]);
  if (!best || !target) return { terms, pages: [] };
  const docsWords = table.pages[target].split(' ');
  const phrase = best.phrase;
  const rest = queryTerms(terms).filter(
    (word) =>
      !phrase.some((phraseWord) => sameWord(word, phraseWord)) &&
      !docsWords.some((docsWord) => sameWord(word, docsWord)),
  );
  return { terms: [...docsWords, ...rest].join(' '), pages: best.pages.filter((page) => table.pages[page]) };
}

/**
 * The synonym table of the guides, from each one's title and the phrases of its front matter's
 * `searchKeywords` (built by the index script, fetched by the dialog).
 */
export function buildSynonymTable(
  guides: ReadonlyArray<{ path: string; title: string; keywords: readonly string[] }>,
): SynonymTable {
  const pages: Record<string, string> = {};
  const phrases: Record<string, string[]> = {};
  for (const { path, title, keywords } of guides) {
    if (keywords.length === 0) continue;
    pages[path] = queryTerms(title).join(' ');
    for (const keyword of keywords) {
      // Filler goes from a phrase (`gráfico de pizza` → `grafico pizza`) unless one word would be
      // left: `no rows` reduced to `rows` would send every query about rows to the overlays guide.
      const reduced = queryTerms(withoutFiller(keyword));
      const phrase = (reduced.length > 1 ? reduced : queryTerms(keyword)).join(' ');
      if (!phrase) continue;
      phrases[phrase] = [...(phrases[phrase] ?? []), path];
    }
  }
  return { pages, phrases };
}

/** Whether `value` (parsed JSON) has the shape of a synonym table. */
export function isSynonymTable(value: unknown): value is SynonymTable {
  if (typeof value !== 'object' || value === null) return false;
  const { pages, phrases } = value as Record<string, unknown>;
  const isRecord = (item: unknown): item is Record<string, unknown> => typeof item === 'object' && item !== null;
  return (
    isRecord(pages) &&
    isRecord(phrases) &&
    Object.values(pages).every((words) => typeof words === 'string') &&
    Object.values(phrases).every((list) => Array.isArray(list) && list.every((path) => typeof path === 'string'))
  );
}

/** The synonym table's file in the index folder (`out/pagefind/`), one for every language. */
export const SYNONYMS_FILE = 'synonyms.json';
