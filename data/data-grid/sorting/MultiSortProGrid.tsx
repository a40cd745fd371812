import Box from '@mui/material/Box';
import { DataGridPro, type GridColDef } from '@mui/x-data-grid-pro';
import { products, type Product } from './products';

const columns: GridColDef<Product>[] = [
  { field: 'category', headerName: 'Category', width: 140 },
  { field: 'name', headerName: 'Product', flex: 1, minWidth: 140 },
  { field: 'price', headerName: 'Price ($)', type: 'number', width: 110 },
  { field: 'stock', headerName: 'In stock', type: 'number', width: 110 },
];

// Category A→Z first, then the most expensive items within each category.
export default function MultiSortProGrid() {
  return (
    <Box sx={{ height: 380, width: '100%' }}>
      <DataGridPro
        rows={products}
        columns={columns}
        initialState={{
          sorting: {
            sortModel: [
              { field: 'category', sort: 'asc' },
              { field: 'price', sort: 'desc' },
            ],
          },
        }}
        hideFooter
      />
    </Box>
  );
}
