import Box from '@mui/material/Box';
import { DataGridPremium, type GridColDef, type GridPivotModel } from '@mui/x-data-grid-premium';
import { sales, type Sale } from '../shared/sales';

const columns: GridColDef<Sale>[] = [
  { field: 'region', headerName: 'Region', width: 110 },
  { field: 'country', headerName: 'Country', width: 110 },
  { field: 'product', headerName: 'Product', width: 110 },
  { field: 'quarter', headerName: 'Quarter', width: 90 },
  { field: 'units', headerName: 'Units', type: 'number', width: 90 },
  { field: 'revenue', headerName: 'Revenue ($)', type: 'number', width: 120 },
];

// Two levels on each axis: regions expand into countries, products split into quarters.
const pivotModel: GridPivotModel = {
  rows: [{ field: 'region' }, { field: 'country' }],
  columns: [
    { field: 'product', sort: 'asc' },
    { field: 'quarter', sort: 'desc' },
  ],
  values: [{ field: 'units', aggFunc: 'sum' }],
};

export default function NestedPivotGrid() {
  return (
    <Box sx={{ height: 460, width: '100%' }}>
      <DataGridPremium
        rows={sales}
        columns={columns}
        initialState={{ pivoting: { model: pivotModel, enabled: true } }}
        pivotingColDef={{ width: 80 }}
        defaultGroupingExpansionDepth={1}
        showToolbar
      />
    </Box>
  );
}
