import Box from '@mui/material/Box';
import { DataGridPremium, type GridColDef } from '@mui/x-data-grid-premium';
import { orders, type Order } from './orders';

const columns: GridColDef<Order>[] = [
  { field: 'customer', headerName: 'Customer', width: 140 },
  { field: 'channel', headerName: 'Channel', width: 110 },
  // Margin is not stored in the rows: the valueGetter computes it, and aggregation uses it.
  {
    field: 'margin',
    headerName: 'Margin ($)',
    type: 'number',
    width: 140,
    valueGetter: (_value, row) => row.units * (row.unitPrice - row.unitCost),
  },
  {
    field: 'marginRate',
    headerName: 'Margin rate',
    type: 'number',
    width: 140,
    valueGetter: (_value, row) => (row.unitPrice - row.unitCost) / row.unitPrice,
    valueFormatter: (value?: number) => (value == null ? '' : `${Math.round(value * 100)} %`),
  },
];

export default function DerivedValueAggregationGrid() {
  return (
    <Box sx={{ height: 420, width: '100%' }}>
      <DataGridPremium
        rows={orders}
        columns={columns}
        initialState={{
          rowGrouping: { model: ['channel'] },
          aggregation: { model: { margin: 'sum', marginRate: 'avg' } },
        }}
      />
    </Box>
  );
}
