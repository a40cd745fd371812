import Box from '@mui/material/Box';
import { DataGrid, type GridColDef, type GridRowIdGetter } from '@mui/x-data-grid';

// The key of these rows is `sku`: `getRowId` tells the grid so (without it, the grid throws).
const products = [
  { sku: 'LMP-100', name: 'Desk lamp' },
  { sku: 'ARM-200', name: 'Monitor arm' },
];

type Product = (typeof products)[number];

const getRowId: GridRowIdGetter<Product> = (row) => row.sku;

const columns: GridColDef<Product>[] = [
  { field: 'sku', headerName: 'SKU', width: 120 },
  { field: 'name', headerName: 'Name', flex: 1 },
];

export default function RowIdFromSkuGrid() {
  return (
    <Box sx={{ height: 220 }}>
      <DataGrid rows={products} columns={columns} getRowId={getRowId} />
    </Box>
  );
}
