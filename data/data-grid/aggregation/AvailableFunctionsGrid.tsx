import Box from '@mui/material/Box';
import { DataGridPremium, type GridColDef } from '@mui/x-data-grid-premium';
import { orders, type Order } from './orders';

const columns: GridColDef<Order>[] = [
  // Not aggregable: its column menu has no "Aggregation" entry.
  { field: 'id', headerName: 'Order', type: 'number', width: 90, aggregable: false },
  { field: 'customer', headerName: 'Customer', width: 140 },
  // Prices can be averaged or compared, but summing them makes no sense.
  {
    field: 'unitPrice',
    headerName: 'Unit price ($)',
    type: 'number',
    width: 150,
    availableAggregationFunctions: ['avg', 'min', 'max'],
  },
  // Quantities only offer a total.
  {
    field: 'units',
    headerName: 'Units',
    type: 'number',
    width: 120,
    availableAggregationFunctions: ['sum'],
  },
];

export default function AvailableFunctionsGrid() {
  return (
    <Box sx={{ height: 400, width: '100%' }}>
      <DataGridPremium
        rows={orders}
        columns={columns}
        initialState={{ aggregation: { model: { unitPrice: 'avg', units: 'sum' } } }}
      />
    </Box>
  );
}
