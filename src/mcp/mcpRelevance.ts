// How the MCP search is scored on a relevance set (scripts/score-mcp-search.mts): each query is
// asked as the dialog would be on the query's page (its language, its product first), and the
// answer's links are read in the dialog's order, so both score by the same rules (relevanceScore.ts).
import { pathnameToLanguage } from '../i18n/pathnameToLanguage';
import { relevanceStartPage, type RelevanceQuery } from '../search/relevanceScore';
import { searchProductOfPage } from '../search/searchProducts';
import type { SearchAnswer } from './answers';

/** The search_docs arguments of a relevance query: the language and product of the page it is asked on. */
export function relevanceArguments(query: RelevanceQuery): { query: string; language: string; product?: string } {
  const { userLanguage, canonicalAsServer } = pathnameToLanguage(relevanceStartPage(query));
  const product = searchProductOfPage(canonicalAsServer);
  return { query: query.query, language: userLanguage, ...(product ? { product: product.replace(/^x-/, '') } : {}) };
}

/** The answer's links in the order the dialog lists them: each page's sections, page after page. */
export function answerLinks(answer: SearchAnswer): string[] {
  return answer.results.flatMap((result) => result.sections.map((section) => section.url));
}
