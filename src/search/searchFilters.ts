import { getProductInfoFromUrl } from '../nav/productInfo';
import { escapeHtml } from '../ui/escapeHtml';
import { SEARCH_FILTER_ATTRIBUTE, SEARCH_FILTERS, searchPageKind, type SearchPageText } from './searchAttributes';

/**
 * Whether a page of another language than English shows its translation or the English text:
 * a page falling back to English marks its title `lang="en"` (DocsPageView).
 */
export function searchPageText(html: string): SearchPageText {
  return /<h1\b[^>]*\blang="en"/.test(html) ? 'english' : 'translated';
}

/** `<meta>` tags added to the head of a page's HTML as the index reads it. */
export function withHeadTags(html: string, tags: string, canonicalPath: string): string {
  const headEnd = html.indexOf('</head>');
  if (headEnd < 0) {
    throw new Error(`search index: no </head> in the page of ${canonicalPath}`);
  }
  return html.slice(0, headEnd) + tags + html.slice(headEnd);
}

/**
 * A page's HTML as the index reads it: with its filters, `product` (the page's product id, as in
 * its `mui:productId` meta), `kind` (guide or api), from its route, and in a language other than
 * English `text` (translated, or english for a page showing the English text), so that the
 * dialog can put translated pages first. Added at indexing time rather than rendered in every
 * page, so they cost the pages nothing.
 */
export function withSearchFilters(html: string, canonicalPath: string, language = 'en'): string {
  const filters: Record<string, string> = {
    [SEARCH_FILTERS.product]: getProductInfoFromUrl(canonicalPath).productId,
    [SEARCH_FILTERS.kind]: searchPageKind(canonicalPath),
  };
  if (language !== 'en') filters[SEARCH_FILTERS.text] = searchPageText(html);
  const tags = Object.entries(filters)
    .map(([name, value]) => `<meta ${SEARCH_FILTER_ATTRIBUTE}="${escapeHtml(`${name}:${value}`)}">`)
    .join('');
  return withHeadTags(html, tags, canonicalPath);
}
