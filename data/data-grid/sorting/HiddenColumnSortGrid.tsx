import Box from '@mui/material/Box';
import { DataGrid, type GridColDef } from '@mui/x-data-grid';
import { products, type Product } from './products';

const columns: GridColDef<Product>[] = [
  { field: 'id', headerName: 'Catalogue no.', type: 'number', width: 130 },
  { field: 'name', headerName: 'Product', flex: 1, minWidth: 140 },
  { field: 'category', headerName: 'Category', width: 140 },
  { field: 'price', headerName: 'Price ($)', type: 'number', width: 110 },
  // Hidden below, but still a column: the sort model can name it.
  { field: 'stock', headerName: 'In stock', type: 'number', width: 110 },
];

export default function HiddenColumnSortGrid() {
  return (
    <Box sx={{ height: 380, width: '100%' }}>
      <DataGrid
        rows={products}
        columns={columns}
        initialState={{
          columns: { columnVisibilityModel: { stock: false } },
          sorting: { sortModel: [{ field: 'stock', sort: 'desc' }] },
        }}
        hideFooter
      />
    </Box>
  );
}
