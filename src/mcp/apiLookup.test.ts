import type { ApiIndexEntry } from '../api-docs/types';
import { lookUpApiEntry } from './apiLookup';
import { ToolInputError } from './toolArguments';

const entry = (name: string, slug: string, product: ApiIndexEntry['product']): ApiIndexEntry => ({
  kind: 'component',
  name,
  slug,
  product,
  plan: 'community',
});
const ENTRIES = [
  entry('DataGrid', 'data-grid', 'data-grid'),
  entry('DataGridPro', 'data-grid-pro', 'data-grid'),
  entry('Toolbar', 'toolbar', 'data-grid'),
  entry('Toolbar', 'toolbar', 'charts'),
  entry('BarChart', 'bar-chart', 'charts'),
];

describe('lookUpApiEntry', () => {
  it('finds a name as exported, the product’s own when two products export it', () => {
    expect(lookUpApiEntry(ENTRIES, 'DataGridPro').slug).toBe('data-grid-pro');
    expect(lookUpApiEntry(ENTRIES, 'Toolbar', 'charts').product).toBe('charts');
    expect(lookUpApiEntry(ENTRIES, 'Toolbar').product).toBe('data-grid');
  });

  it('finds a name written loosely, and an API page by its URL', () => {
    expect(lookUpApiEntry(ENTRIES, 'bar chart').name).toBe('BarChart');
    expect(lookUpApiEntry(ENTRIES, ' datagrid ').name).toBe('DataGrid');
    expect(lookUpApiEntry(ENTRIES, 'https://mui.com/x/api/charts/toolbar/#slot-root').product).toBe('charts');
  });

  it('fails on an unknown name with the nearest names, and on a path that is no API page', () => {
    expect(() => lookUpApiEntry(ENTRIES, 'DataGrd')).toThrow(ToolInputError);
    expect(() => lookUpApiEntry(ENTRIES, 'DataGrd')).toThrow('Nearest names: DataGrid');
    expect(() => lookUpApiEntry(ENTRIES, 'Zzzzzzzzzzzz')).toThrow(
      /no component or interface named "Zzzzzzzzzzzz"\. search_docs/,
    );
    expect(() => lookUpApiEntry(ENTRIES, '/x/react-data-grid/sorting/')).toThrow(/not an API page/);
    expect(() => lookUpApiEntry(ENTRIES, '  ')).toThrow(/empty/);
  });
});
