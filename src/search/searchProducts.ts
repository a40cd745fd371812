import { getProductInfoFromUrl } from '../nav/productInfo';

/** The products the search can put first, with the UI string of their name. */
export const SEARCH_PRODUCTS = [
  { id: 'x-data-grid', labelKey: 'product-data-grid' },
  { id: 'x-date-pickers', labelKey: 'product-date-pickers' },
  { id: 'x-charts', labelKey: 'product-charts' },
  { id: 'x-tree-view', labelKey: 'product-tree-view' },
] as const;

export type SearchProductId = (typeof SEARCH_PRODUCTS)[number]['id'];

/** The product of the page being read (`/x/react-charts/…` → `x-charts`), null for the others. */
export function searchProductOfPage(canonicalPath: string): SearchProductId | null {
  const { productId } = getProductInfoFromUrl(canonicalPath);
  return SEARCH_PRODUCTS.find((product) => product.id === productId)?.id ?? null;
}

/** The UI string key of a product's name, null for an id that is not one of them. */
export function searchProductLabelKey(productId: string | null): string | null {
  return SEARCH_PRODUCTS.find((product) => product.id === productId)?.labelKey ?? null;
}
