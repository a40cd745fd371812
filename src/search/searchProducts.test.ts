import { searchProductLabelKey, searchProductOfPage } from './searchProducts';

describe('searchProductOfPage', () => {
  it('is the product of a product page, its API pages and migration guides', () => {
    expect(searchProductOfPage('/x/react-data-grid/sorting/')).toBe('x-data-grid');
    expect(searchProductOfPage('/x/api/charts/bar-chart/')).toBe('x-charts');
    expect(searchProductOfPage('/x/migration/migration-tree-view-v7/')).toBe('x-tree-view');
    expect(searchProductOfPage('/x/react-date-pickers/')).toBe('x-date-pickers');
  });

  it('is null for pages of no product', () => {
    expect(searchProductOfPage('/x/introduction/installation/')).toBeNull();
    expect(searchProductOfPage('/')).toBeNull();
    expect(searchProductOfPage('/blog/')).toBeNull();
  });
});

describe('searchProductLabelKey', () => {
  it('names the four products and nothing else', () => {
    expect(searchProductLabelKey('x-charts')).toBe('product-charts');
    expect(searchProductLabelKey('x')).toBeNull();
    expect(searchProductLabelKey(null)).toBeNull();
  });
});
