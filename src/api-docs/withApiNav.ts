import type { DocsPage } from '../nav/pageTypes';
import { apiIndexProduct, apiPagePathname } from './apiPaths';
import type { ApiIndexEntry } from './types';

/**
 * The nav tree with each product's "API reference" leaf (`/x/api/data-grid`) turned into a group:
 * the index page, then a link per component and per interface of the product (their plans are on
 * the pages and the index, not in the drawer, which every page carries).
 */
export function withApiNav(pages: DocsPage[], entries: readonly ApiIndexEntry[]): DocsPage[] {
  return pages.map((page) => {
    if (page.children) return { ...page, children: withApiNav(page.children, entries) };
    const product = apiIndexProduct(page.pathname);
    const own = product ? entries.filter((entry) => entry.product === product) : [];
    if (!product || own.length === 0) return page;
    const leaves = (kind: ApiIndexEntry['kind'], subheader: string): DocsPage[] =>
      own
        .filter((entry) => entry.kind === kind)
        .sort((a, b) => a.name.localeCompare(b.name, 'en'))
        .map((entry, index) => ({
          pathname: apiPagePathname(entry),
          title: entry.name,
          ...(index === 0 ? { subheader } : {}),
        }));
    return {
      pathname: `${page.pathname}--`,
      apiProduct: product,
      children: [page, ...leaves('component', 'api-components'), ...leaves('interface', 'api-interfaces')],
    };
  });
}
