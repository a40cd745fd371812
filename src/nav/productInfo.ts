export type ProductCategoryId = 'core' | 'x' | 'toolpad' | 'docs';

export interface ProductInfo {
  productId: string;
  productCategoryId: ProductCategoryId;
}

const X_PRODUCTS: Array<[RegExp, string]> = [
  [/^\/x\/(react-data-grid|api\/data-grid|migration\/migration-data-grid)(\/|-|$)/, 'x-data-grid'],
  [/^\/x\/(react-date-pickers|api\/date-pickers|migration\/migration-pickers)(\/|-|$)/, 'x-date-pickers'],
  [/^\/x\/(react-charts|api\/charts|migration\/migration-charts)(\/|-|$)/, 'x-charts'],
  [/^\/x\/(react-tree-view|api\/tree-view|migration\/migration-tree-view)(\/|-|$)/, 'x-tree-view'],
];

const TOP_LEVEL: Record<string, ProductInfo> = {
  'material-ui': { productId: 'material-ui', productCategoryId: 'core' },
  'joy-ui': { productId: 'joy-ui', productCategoryId: 'core' },
  'base-ui': { productId: 'base-ui', productCategoryId: 'core' },
  system: { productId: 'system', productCategoryId: 'core' },
  toolpad: { productId: 'toolpad', productCategoryId: 'toolpad' },
  versions: { productId: 'versions', productCategoryId: 'docs' },
  'production-error': { productId: 'production-error', productCategoryId: 'docs' },
};

const DOCS: ProductInfo = { productId: 'docs', productCategoryId: 'docs' };

/** Product and category of a canonical path (language prefix already removed). */
export function getProductInfoFromUrl(canonicalPath: string): ProductInfo {
  const path = canonicalPath.replace(/[?#].*$/, '');
  if (path === '/' || path === '') {
    return { productId: 'x', productCategoryId: 'x' };
  }
  const firstSegment = path.split('/')[1] ?? '';
  if (firstSegment === 'x') {
    const product = X_PRODUCTS.find(([pattern]) => pattern.test(path));
    return { productId: product ? product[1] : 'x', productCategoryId: 'x' };
  }
  return TOP_LEVEL[firstSegment] ?? DOCS;
}
