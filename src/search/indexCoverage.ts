import { SEARCH_BODY_ATTRIBUTE } from './searchAttributes';

const BODY_PATTERN = new RegExp(`<[a-z][^>]*\\s${SEARCH_BODY_ATTRIBUTE}(?=[\\s=/>])`, 'i');

/** Whether an exported page marks an article for the index (the attribute on a tag, not quoted in the text). */
export function hasSearchBody(html: string): boolean {
  return BODY_PATTERN.test(html);
}

export interface ExportedPage {
  url: string;
  language: string;
  /** The page's HTML has an article to index. */
  hasArticle: boolean;
  /** Its kind is left out of the index (see build-search-index.mts): never counted. */
  leftOut: boolean;
}

/**
 * What is wrong with an index that holds `indexedPerLanguage` pages, for a site of `pages`:
 * a page whose kind has an article but whose HTML lost the marker, and a language whose index
 * holds fewer pages than the site has articles in it. Empty when the index covers the site.
 */
export function indexCoverageProblems(
  pages: readonly ExportedPage[],
  indexedPerLanguage: Readonly<Record<string, number>>,
): string[] {
  const problems: string[] = [];
  const unmarked = pages.filter((page) => !page.leftOut && !page.hasArticle).map((page) => page.url);
  if (unmarked.length) {
    problems.push(
      `${unmarked.length} pages have no ${SEARCH_BODY_ATTRIBUTE} element, e.g. ${unmarked.slice(0, 5).join(', ')}`,
    );
  }
  const expected = new Map<string, number>();
  for (const page of pages.filter((candidate) => candidate.hasArticle)) {
    expected.set(page.language, (expected.get(page.language) ?? 0) + 1);
  }
  for (const [language, count] of expected) {
    const indexed = indexedPerLanguage[language] ?? 0;
    if (indexed < count) {
      problems.push(`the ${language} index holds ${indexed} pages, the site has ${count} with an article`);
    }
  }
  return problems;
}
