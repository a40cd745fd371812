import { formatBytes, INITIAL_SIZE_TABLE, sizeRowId, sizeTableRows, sortedBy } from './sizeTable';
import type { ComponentSize } from './types';

const size = (name: string, packageName: string, gzip: number): ComponentSize => ({
  name,
  kind: name.startsWith('use') ? 'hook' : 'component',
  packageName,
  minified: gzip * 3,
  gzip,
});

const SIZES = [
  size('DataGrid', '@mui/x-data-grid', 120_000),
  size('useGridApiRef', '@mui/x-data-grid', 250),
  size('DataGridPro', '@mui/x-data-grid-pro', 160_000),
  size('LineChart', '@mui/x-charts', 60_000),
  size('BarChart', '@mui/x-charts', 60_000),
];
const names = (rows: ComponentSize[]) => rows.map((row) => row.name);

describe('sizeTableRows', () => {
  it('opens heaviest first, names in order on ties', () => {
    expect(names(sizeTableRows(SIZES, INITIAL_SIZE_TABLE))).toEqual([
      'DataGridPro',
      'DataGrid',
      'BarChart',
      'LineChart',
      'useGridApiRef',
    ]);
  });

  it('filters by part of the name, in any case, and by package', () => {
    expect(names(sizeTableRows(SIZES, { ...INITIAL_SIZE_TABLE, query: ' datagrid' }))).toEqual([
      'DataGridPro',
      'DataGrid',
    ]);
    expect(names(sizeTableRows(SIZES, { ...INITIAL_SIZE_TABLE, packageName: '@mui/x-data-grid' }))).toEqual([
      'DataGrid',
      'useGridApiRef',
    ]);
  });

  it('sorts by the column clicked, and turns the order around on a second click', () => {
    const byName = sortedBy(INITIAL_SIZE_TABLE, 'name');
    expect(byName).toMatchObject({ sortBy: 'name', descending: false });
    expect(names(sizeTableRows(SIZES, byName))[0]).toBe('BarChart');
    expect(names(sizeTableRows(SIZES, sortedBy(byName, 'name')))[0]).toBe('useGridApiRef');
    expect(sortedBy(byName, 'minified')).toMatchObject({ sortBy: 'minified', descending: true });
  });
});

describe('formatBytes and sizeRowId', () => {
  it('writes sizes in KiB and anchors rows by package and name', () => {
    expect(formatBytes(512)).toBe('512 B');
    expect(formatBytes(131_072)).toBe('128.0 KiB');
    expect(sizeRowId({ name: 'DataGrid', packageName: '@mui/x-data-grid' })).toBe('size-x-data-grid-DataGrid');
  });
});
