import Box from '@mui/material/Box';
import { DataGridPremium, type GridColDef, type GridInitialState } from '@mui/x-data-grid-premium';
import { sales, type Sale } from '../shared/sales';

const columns: GridColDef<Sale>[] = [
  { field: 'region', headerName: 'Region', width: 110 },
  { field: 'product', headerName: 'Product', width: 110 },
  // A `date` column: the pivot panel also offers "Date (Year)" and "Date (Quarter)", derived by the grid.
  { field: 'date', headerName: 'Date', type: 'date', width: 120 },
  { field: 'units', headerName: 'Units', type: 'number', width: 90 },
  { field: 'revenue', headerName: 'Revenue ($)', type: 'number', width: 120 },
];

const initialState: GridInitialState = {
  pivoting: {
    enabled: true,
    panelOpen: true,
    model: {
      rows: [{ field: 'region' }],
      // Derived fields are named after the date column: `date-year` and `date-quarter`.
      columns: [{ field: 'date-quarter' }],
      values: [
        { field: 'revenue', aggFunc: 'sum' },
        // Kept in the model, left out of the table until someone ticks it in the panel.
        { field: 'units', aggFunc: 'sum', hidden: true },
      ],
    },
  },
};

export default function DateFieldsPivotGrid() {
  return (
    <Box sx={{ height: 460, width: '100%' }}>
      <DataGridPremium rows={sales} columns={columns} initialState={initialState} showToolbar />
    </Box>
  );
}
