import Box from '@mui/material/Box';
import { DataGridPremium } from '@mui/x-data-grid-premium';
import { sales } from '../shared/sales';

const columns = [
  { field: 'country', headerName: 'Country', width: 120 },
  { field: 'product', headerName: 'Product', width: 120 },
  { field: 'date', headerName: 'Date', type: 'date', width: 130 },
  { field: 'units', headerName: 'Units', type: 'number', width: 120 },
  { field: 'revenue', headerName: 'Revenue ($)', type: 'number', width: 140 },
];

// A footer row with total units, average revenue and the most recent date.
export default function OrderTotalsGrid() {
  return (
    <Box sx={{ height: 440, width: '100%' }}>
      <DataGridPremium
        rows={sales}
        columns={columns}
        initialState={{ aggregation: { model: { units: 'sum', revenue: 'avg', date: 'max' } } }}
      />
    </Box>
  );
}
