import type { ApiIndexEntry, ApiProduct } from './types';

const API_INDEX_PATH = /^\/x\/api\/(data-grid|date-pickers|charts|tree-view)$/;
const API_PAGE_PATH = /^\/x\/api\/(data-grid|date-pickers|charts|tree-view)\/([a-z0-9-]+)$/;

/** `/x/api/data-grid/data-grid-pro`: the canonical pathname of an entry's page. */
export function apiPagePathname(entry: Pick<ApiIndexEntry, 'product' | 'slug'>): string {
  return `/x/api/${entry.product}/${entry.slug}`;
}

export function apiIndexPathname(product: ApiProduct): string {
  return `/x/api/${product}`;
}

/** The product of a product's API index path (`/x/api/charts`), or null. */
export function apiIndexProduct(pathname: string): ApiProduct | null {
  return (API_INDEX_PATH.exec(pathname)?.[1] as ApiProduct | undefined) ?? null;
}

/** The product a docs page belongs to (`/x/react-charts/legend` → `charts`), or undefined. */
export function docsPageProduct(pathname: string): ApiProduct | undefined {
  return /^\/x\/react-(data-grid|date-pickers|charts|tree-view)(?:\/|$)/.exec(pathname)?.[1] as ApiProduct | undefined;
}

/** The product and slug of an API page path, or null. */
export function parseApiPagePath(pathname: string): { product: ApiProduct; slug: string } | null {
  const match = API_PAGE_PATH.exec(pathname);
  return match ? { product: match[1] as ApiProduct, slug: match[2] } : null;
}
