import Box from '@mui/material/Box';
import {
  DataGridPremium,
  GRID_AGGREGATION_FUNCTIONS,
  type GridAggregationFunction,
  type GridColDef,
} from '@mui/x-data-grid-premium';
import { sales, type Sale } from '../shared/sales';

// A custom function: the middle value of the group.
const median: GridAggregationFunction<number, number | null> = {
  label: 'median',
  columnTypes: ['number'],
  apply: ({ values }) => {
    const sorted = values.filter((value): value is number => typeof value === 'number').sort((a, b) => a - b);
    if (sorted.length === 0) {
      return null;
    }
    const middle = Math.floor(sorted.length / 2);
    return sorted.length % 2 ? sorted[middle] : (sorted[middle - 1] + sorted[middle]) / 2;
  },
};

const aggregationFunctions = { ...GRID_AGGREGATION_FUNCTIONS, median };

const columns: GridColDef<Sale>[] = [
  { field: 'region', headerName: 'Region', width: 120 },
  { field: 'product', headerName: 'Product', width: 120 },
  { field: 'units', headerName: 'Units', type: 'number', width: 120 },
  { field: 'revenue', headerName: 'Revenue ($)', type: 'number', width: 150 },
];

export default function GroupedAggregationGrid() {
  return (
    <Box sx={{ height: 460, width: '100%' }}>
      <DataGridPremium
        rows={sales}
        columns={columns}
        aggregationFunctions={aggregationFunctions}
        initialState={{
          rowGrouping: { model: ['region'] },
          aggregation: { model: { units: 'median', revenue: 'sum' } },
        }}
      />
    </Box>
  );
}
