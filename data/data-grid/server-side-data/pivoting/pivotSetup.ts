import type {
  GridAggregationFunctionDataSource,
  GridColDef,
  GridDataSource,
  DataGridPremiumProps,
} from '@mui/x-data-grid-premium';
import { fetchOrders, pivotFieldName, readAggregate, type Order } from '../../shared/fakeServer';

export const orderColumns: GridColDef<Order>[] = [
  { field: 'region', headerName: 'Region', width: 110 },
  { field: 'category', headerName: 'Category', width: 120 },
  { field: 'product', headerName: 'Product', width: 130 },
  { field: 'rep', headerName: 'Sales rep', width: 110 },
  { field: 'year', headerName: 'Year', width: 90 },
  { field: 'quarter', headerName: 'Quarter', width: 90 },
  { field: 'units', headerName: 'Units', type: 'number', width: 100 },
  { field: 'revenue', headerName: 'Revenue', type: 'number', width: 120 },
];

/** Functions the server can run for pivot values (the grid only needs their labels). */
export const serverFunctions: Record<string, GridAggregationFunctionDataSource> = {
  sum: { label: 'Sum', columnTypes: ['number'] },
  avg: { label: 'Average', columnTypes: ['number'] },
  max: { label: 'Max', columnTypes: ['number'] },
  size: { label: 'Count' },
};

/**
 * Names each generated pivot column. `columnGroupPath` holds the keys of its column groups
 * (for example ['2024', 'Q1']); the field must match the key the server uses in its rows.
 */
export const pivotingColDef: DataGridPremiumProps['pivotingColDef'] = (
  originalField: string,
  columnGroupPath: string[],
) => ({
  field: pivotFieldName(columnGroupPath, originalField),
});

/** A data source that serves flat, grouped and pivoted requests alike. */
export function createPivotDataSource(onRequest?: (summary: string) => void): GridDataSource {
  return {
    getRows: async (params) => {
      const response = await fetchOrders(params, { size: 800 });
      onRequest?.(
        JSON.stringify({
          pivotModel: params.pivotModel,
          groupKeys: params.groupKeys,
          pivotColumns: response.pivotColumns,
        }),
      );
      return response;
    },
    getGroupKey: (row) => row.groupKey,
    getChildrenCount: (row) => row.childrenCount,
    getAggregatedValue: readAggregate,
  };
}
