import { getProductInfoFromUrl } from './productInfo';

describe('getProductInfoFromUrl', () => {
  it.each([
    ['/material-ui/react-button/', 'material-ui', 'core'],
    ['/joy-ui/getting-started/', 'joy-ui', 'core'],
    ['/base-ui/react-select/', 'base-ui', 'core'],
    ['/system/getting-started/', 'system', 'core'],
    ['/toolpad/studio/', 'toolpad', 'toolpad'],
    ['/versions/', 'versions', 'docs'],
    ['/production-error/?code=1', 'production-error', 'docs'],
    ['/blog/', 'docs', 'docs'],
    ['/size-snapshot/', 'docs', 'docs'],
    ['/', 'x', 'x'],
    ['/x/introduction/', 'x', 'x'],
    ['/x/common-concepts/theming/', 'x', 'x'],
    ['/x/react-data-grid/', 'x-data-grid', 'x'],
    ['/x/react-data-grid/editing/persistence/', 'x-data-grid', 'x'],
    ['/x/api/data-grid/', 'x-data-grid', 'x'],
    ['/x/migration/migration-data-grid-v7/', 'x-data-grid', 'x'],
    ['/x/react-date-pickers/date-picker/', 'x-date-pickers', 'x'],
    ['/x/migration/migration-pickers-v7/', 'x-date-pickers', 'x'],
    ['/x/react-charts/bars/#usage', 'x-charts', 'x'],
    ['/x/api/charts/', 'x-charts', 'x'],
    ['/x/react-tree-view/rich-tree-view/items/', 'x-tree-view', 'x'],
    ['/x/migration/', 'x', 'x'],
  ])('%s → %s (%s)', (path, productId, productCategoryId) => {
    expect(getProductInfoFromUrl(path)).toEqual({ productId, productCategoryId });
  });

  it('does not take a product whose name only starts the same', () => {
    expect(getProductInfoFromUrl('/x/react-data-grids/').productId).toBe('x');
  });
});
