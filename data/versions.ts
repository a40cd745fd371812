/** The version this site documents. */
export const CURRENT_VERSION = '8.0.0-alpha.14';

export interface ProductVersions {
  /** Product id as in `getProductInfoFromUrl`. */
  productId: string;
  name: string;
  /** Docs root of the product on the current site. */
  root: string;
  /** Older major versions, newest first, each served from its own host. */
  olderMajors: number[];
}

/**
 * Version hosts: each major of the docs has its own subdomain. Data Grid v4 lived under the
 * core components' docs, so it has its own root there.
 */
export const VERSION_HOST = (major: number) => `https://v${major}.mui.com`;
export const DATA_GRID_V4_ROOT = 'https://v4.mui.com/components/data-grid/';

export const PRODUCT_VERSIONS: ProductVersions[] = [
  { productId: 'x-data-grid', name: 'Data Grid', root: '/x/react-data-grid/', olderMajors: [7, 6, 5, 4] },
  {
    productId: 'x-date-pickers',
    name: 'Date and Time Pickers',
    root: '/x/react-date-pickers/',
    olderMajors: [7, 6, 5],
  },
  { productId: 'x-charts', name: 'Charts', root: '/x/react-charts/', olderMajors: [7, 6] },
  { productId: 'x-tree-view', name: 'Tree View', root: '/x/react-tree-view/', olderMajors: [7, 6] },
];

/** Majors offered by the version picker on pages that are not a product's own. */
export const PICKER_MAJORS = [7, 6, 5];
