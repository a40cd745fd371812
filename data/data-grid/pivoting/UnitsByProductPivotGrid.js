import Box from '@mui/material/Box';
import { DataGridPremium } from '@mui/x-data-grid-premium';
import { sales } from '../shared/sales';

const columns = [
  { field: 'id', headerName: 'ID', width: 70, pivotable: false },
  { field: 'region', headerName: 'Region', width: 110 },
  { field: 'country', headerName: 'Country', width: 110 },
  { field: 'product', headerName: 'Product', width: 110 },
  { field: 'units', headerName: 'Units', type: 'number', width: 90 },
  { field: 'revenue', headerName: 'Revenue ($)', type: 'number', width: 120 },
];

// Uncontrolled start: country rows, one column group per product, two values per product.
const initialState = {
  pivoting: {
    enabled: true,
    model: {
      rows: [{ field: 'country' }],
      columns: [{ field: 'product' }],
      values: [
        { field: 'units', aggFunc: 'sum' },
        { field: 'revenue', aggFunc: 'avg' },
      ],
    },
  },
};

export default function UnitsByProductPivotGrid() {
  return (
    <Box sx={{ height: 420, width: '100%' }}>
      <DataGridPremium rows={sales} columns={columns} initialState={initialState} showToolbar />
    </Box>
  );
}
