import Box from '@mui/material/Box';
import { DataGridPremium } from '@mui/x-data-grid-premium';
import { orders } from './orders';

const columns = [
  { field: 'customer', headerName: 'Customer', width: 130 },
  { field: 'date', headerName: 'Ordered', type: 'date', width: 140 },
  { field: 'units', headerName: 'Units', type: 'number', width: 110 },
  { field: 'unitPrice', headerName: 'Unit price', type: 'number', width: 120 },
  { field: 'unitCost', headerName: 'Unit cost', type: 'number', width: 120 },
  { field: 'channel', headerName: 'Channel', width: 120 },
  { field: 'paid', headerName: 'Paid', type: 'boolean', width: 120 },
];

export default function BuiltInFunctionsGrid() {
  return (
    <Box sx={{ height: 400, width: '100%' }}>
      <DataGridPremium
        rows={orders}
        columns={columns}
        initialState={{
          aggregation: {
            model: {
              date: 'min', // earliest order
              units: 'sum',
              unitPrice: 'avg',
              unitCost: 'max',
              channel: 'size', // number of cells, for any column type
              paid: 'sizeFalse', // number of unpaid orders
            },
          },
        }}
      />
    </Box>
  );
}
