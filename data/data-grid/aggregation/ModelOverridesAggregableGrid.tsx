import Box from '@mui/material/Box';
import { DataGridPremium, type GridColDef } from '@mui/x-data-grid-premium';
import { orders, type Order } from './orders';

const columns: GridColDef<Order>[] = [
  { field: 'id', headerName: 'Order', type: 'number', width: 90 },
  { field: 'customer', headerName: 'Customer', width: 140 },
  // Users cannot choose a function for this column, but the model below still averages it.
  { field: 'unitPrice', headerName: 'Unit price ($)', type: 'number', width: 150, aggregable: false },
  { field: 'units', headerName: 'Units', type: 'number', width: 120 },
];

export default function ModelOverridesAggregableGrid() {
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
