import { getProductInfoFromUrl } from '../nav/productInfo';
import { SEARCH_FILTER_ATTRIBUTE, SEARCH_FILTERS, searchPageKind } from './searchAttributes';

const escapeAttribute = (value: string) => value.replace(/&/g, '&amp;').replace(/"/g, '&quot;').replace(/</g, '&lt;');

/**
 * A page's HTML as the index reads it: with its filters, `product` (the page's product id, as in
 * its `mui:productId` meta) and `kind` (guide or api), from its route. Added at indexing time
 * rather than rendered in every page, so they cost the pages nothing.
 */
export function withSearchFilters(html: string, canonicalPath: string): string {
  const filters = {
    [SEARCH_FILTERS.product]: getProductInfoFromUrl(canonicalPath).productId,
    [SEARCH_FILTERS.kind]: searchPageKind(canonicalPath),
  };
  const tags = Object.entries(filters)
    .map(([name, value]) => `<meta ${SEARCH_FILTER_ATTRIBUTE}="${escapeAttribute(`${name}:${value}`)}">`)
    .join('');
  const headEnd = html.indexOf('</head>');
  if (headEnd < 0) {
    throw new Error(`withSearchFilters: no </head> in the page of ${canonicalPath}`);
  }
  return html.slice(0, headEnd) + tags + html.slice(headEnd);
}
