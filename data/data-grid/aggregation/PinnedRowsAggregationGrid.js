import Box from '@mui/material/Box';
import { DataGridPremium } from '@mui/x-data-grid-premium';
import { orders } from './orders';

const columns = [
  { field: 'customer', headerName: 'Customer', width: 210 },
  { field: 'region', headerName: 'Region', width: 110 },
  { field: 'units', headerName: 'Units', type: 'number', width: 110 },
  { field: 'unitPrice', headerName: 'Unit price ($)', type: 'number', width: 140 },
];

// A reference line kept in view above the orders. It is not one of the orders, so it must not count.
const pinnedRows = {
  top: [
    {
      id: 0,
      customer: 'Target for the half-year',
      region: 'North',
      channel: 'Web',
      date: new Date(2025, 5, 30),
      units: 150,
      unitPrice: 40,
      unitCost: 0,
      paid: true,
    },
  ],
};

export default function PinnedRowsAggregationGrid() {
  return (
    <Box sx={{ height: 420, width: '100%' }}>
      <DataGridPremium
        rows={orders}
        columns={columns}
        pinnedRows={pinnedRows}
        initialState={{ aggregation: { model: { units: 'sum', unitPrice: 'avg' } } }}
      />
    </Box>
  );
}
