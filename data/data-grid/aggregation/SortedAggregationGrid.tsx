import Box from '@mui/material/Box';
import {
  DataGridPremium,
  GRID_AGGREGATION_FUNCTIONS,
  type GridAggregationFunction,
  type GridColDef,
} from '@mui/x-data-grid-premium';
import { orders, type Order } from './orders';

// `applySorting: true` hands `apply` the values in the grid's current row order,
// so "first" means the top row of whatever sort the reader chose.
const first: GridAggregationFunction<unknown, unknown> = {
  label: 'first',
  applySorting: true,
  apply: ({ values }) => values.find((value) => value != null) ?? null,
};

const aggregationFunctions = { ...GRID_AGGREGATION_FUNCTIONS, first };

const columns: GridColDef<Order>[] = [
  { field: 'customer', headerName: 'Customer', width: 150 },
  { field: 'region', headerName: 'Region', width: 110 },
  { field: 'date', headerName: 'Date', type: 'date', width: 130 },
  { field: 'units', headerName: 'Units', type: 'number', width: 110 },
];

export default function SortedAggregationGrid() {
  return (
    <Box sx={{ height: 420, width: '100%' }}>
      <DataGridPremium
        rows={orders}
        columns={columns}
        aggregationFunctions={aggregationFunctions}
        initialState={{
          sorting: { sortModel: [{ field: 'date', sort: 'desc' }] },
          aggregation: { model: { customer: 'first', region: 'first', date: 'max', units: 'sum' } },
        }}
      />
    </Box>
  );
}
