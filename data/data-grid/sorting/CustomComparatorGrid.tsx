import Box from '@mui/material/Box';
import { DataGrid, type GridColDef, type GridComparatorFn } from '@mui/x-data-grid';
import { products, type Product, type Size } from './products';

const sizeOrder: Size[] = ['XS', 'S', 'M', 'L', 'XL'];

// Sort sizes by their real order instead of alphabetically (where "L" would come before "M").
const sizeComparator: GridComparatorFn<Size> = (a, b) => sizeOrder.indexOf(a) - sizeOrder.indexOf(b);

const columns: GridColDef<Product>[] = [
  { field: 'name', headerName: 'Product', flex: 1, minWidth: 140 },
  { field: 'size', headerName: 'Size', width: 100, sortComparator: sizeComparator },
  {
    field: 'stockValue',
    headerName: 'Stock value ($)',
    type: 'number',
    width: 150,
    // A derived value: sorting uses what valueGetter returns.
    valueGetter: (_value, row) => row.price * row.stock,
  },
];

export default function CustomComparatorGrid() {
  return (
    <Box sx={{ height: 360, width: '100%' }}>
      <DataGrid
        rows={products}
        columns={columns}
        initialState={{ sorting: { sortModel: [{ field: 'size', sort: 'asc' }] } }}
        hideFooter
      />
    </Box>
  );
}
