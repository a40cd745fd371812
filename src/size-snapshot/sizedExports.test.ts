import { forwardRef, memo, createContext } from 'react';
import { exportKind, sizedExports } from './sizedExports';

const Component = () => null;

describe('exportKind', () => {
  it('tells components and hooks from the other exports', () => {
    expect(exportKind('DataGrid', Component)).toBe('component');
    expect(exportKind('GridCell', forwardRef(Component))).toBe('component');
    expect(exportKind('GridRow', memo(Component))).toBe('component');
    expect(exportKind('useGridApiRef', () => null)).toBe('hook');
    expect(exportKind('GridApiContext', createContext(null))).toBeNull();
    expect(exportKind('GRID_STRING_COL_DEF', {})).toBeNull();
    expect(exportKind('gridClasses', {})).toBeNull();
    expect(exportKind('userSettings', () => null)).toBeNull();
  });
});

describe('sizedExports', () => {
  const DataGrid = () => null;
  const stub = () => null;
  const packages = [
    { name: 'community', product: 'grid', exports: { DataGrid, useGridApiRef: () => null, gridClasses: {} } },
    { name: 'pro', product: 'grid', exports: { DataGrid, DataGridPro: Component, DataGridPremium: stub } },
    { name: 'premium', product: 'grid', exports: { DataGrid, DataGridPro: Component, DataGridPremium: Component } },
    { name: 'charts', product: 'charts', exports: { DataGrid: Component, LineChart: Component } },
  ];

  it('lists each component and hook once per product, from its plan in the reference or its first package', () => {
    const homes: Record<string, string> = { 'grid:DataGridPremium': 'premium' };
    expect(sizedExports(packages, (product, name) => homes[`${product}:${name}`])).toEqual([
      { name: 'DataGrid', kind: 'component', packageName: 'community' },
      { name: 'useGridApiRef', kind: 'hook', packageName: 'community' },
      { name: 'DataGridPro', kind: 'component', packageName: 'pro' },
      { name: 'DataGridPremium', kind: 'component', packageName: 'premium' },
      // Another product's export of the same name is its own.
      { name: 'DataGrid', kind: 'component', packageName: 'charts' },
      { name: 'LineChart', kind: 'component', packageName: 'charts' },
    ]);
  });
});
