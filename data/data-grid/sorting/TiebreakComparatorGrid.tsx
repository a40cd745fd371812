import Box from '@mui/material/Box';
import { DataGrid, gridStringOrNumberComparator, type GridColDef, type GridComparatorFn } from '@mui/x-data-grid';
import { products, type Product } from './products';

// Compares categories first; for rows of the same category, the higher price comes first.
// The third and fourth arguments describe the two cells, and `api.getRow` reads their whole rows.
const categoryThenPrice: GridComparatorFn<string> = (category1, category2, cell1, cell2) => {
  const byCategory = gridStringOrNumberComparator(category1, category2, cell1, cell2);
  if (byCategory !== 0) {
    return byCategory;
  }
  // `api` is typed `any` by the package; the rows of this grid are products.
  const row1: Product = cell1.api.getRow(cell1.id);
  const row2: Product = cell2.api.getRow(cell2.id);
  return row2.price - row1.price;
};

const columns: GridColDef<Product>[] = [
  { field: 'category', headerName: 'Category', width: 140, sortComparator: categoryThenPrice },
  { field: 'name', headerName: 'Product', flex: 1, minWidth: 140 },
  { field: 'price', headerName: 'Price ($)', type: 'number', width: 110 },
  { field: 'stock', headerName: 'In stock', type: 'number', width: 110 },
];

export default function TiebreakComparatorGrid() {
  return (
    <Box sx={{ height: 380, width: '100%' }}>
      <DataGrid
        rows={products}
        columns={columns}
        initialState={{ sorting: { sortModel: [{ field: 'category', sort: 'asc' }] } }}
        hideFooter
      />
    </Box>
  );
}
