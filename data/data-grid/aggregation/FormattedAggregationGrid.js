import Box from '@mui/material/Box';
import { DataGridPremium, GRID_AGGREGATION_FUNCTIONS } from '@mui/x-data-grid-premium';
import { orders } from './orders';

const currency = new Intl.NumberFormat('en-US', { style: 'currency', currency: 'USD' });
const compact = new Intl.NumberFormat('en-US', {
  style: 'currency',
  currency: 'USD',
  notation: 'compact',
  maximumFractionDigits: 1,
});

// A sum that formats its own result in a short form, whatever the column's formatter says.
const sumCompact = {
  ...GRID_AGGREGATION_FUNCTIONS.sum,
  label: 'total (short)',
  valueFormatter: (value) => compact.format(value),
};

const columns = [
  { field: 'customer', headerName: 'Customer', width: 140 },
  {
    field: 'revenue',
    headerName: 'Revenue',
    type: 'number',
    width: 170,
    valueGetter: (_value, row) => row.units * row.unitPrice,
    // Used by leaf cells and by aggregated cells of functions without their own formatter.
    valueFormatter: (value) => (value == null ? '' : currency.format(value)),
  },
  {
    field: 'cost',
    headerName: 'Cost',
    type: 'number',
    width: 170,
    valueGetter: (_value, row) => row.units * row.unitCost,
    valueFormatter: (value) => (value == null ? '' : currency.format(value)),
  },
];

export default function FormattedAggregationGrid() {
  return (
    <Box sx={{ height: 400, width: '100%' }}>
      <DataGridPremium
        rows={orders}
        columns={columns}
        aggregationFunctions={{ ...GRID_AGGREGATION_FUNCTIONS, sumCompact }}
        initialState={{ aggregation: { model: { revenue: 'sum', cost: 'sumCompact' } } }}
      />
    </Box>
  );
}
