import Box from '@mui/material/Box';
import { DataGrid, type GridColDef } from '@mui/x-data-grid';

// The key of these rows is `sku`, and the grid is not told so: there is no `getRowId`.
const products = [
  { sku: 'LMP-100', name: 'Desk lamp' },
  { sku: 'ARM-200', name: 'Monitor arm' },
];

const columns: GridColDef[] = [
  { field: 'sku', headerName: 'SKU', width: 120 },
  { field: 'name', headerName: 'Name', flex: 1 },
];

export default function RowsWithoutIdGrid() {
  return (
    <Box sx={{ height: 220 }}>
      <DataGrid rows={products} columns={columns} />
    </Box>
  );
}
