import * as React from 'react';
import Box from '@mui/material/Box';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { DataGridPro, type GridColDef, type GridSortModel } from '@mui/x-data-grid-pro';
import { products, type Product } from './products';

const MAX_SORTED_COLUMNS = 2;

const columns: GridColDef<Product>[] = [
  { field: 'category', headerName: 'Category', width: 140 },
  { field: 'name', headerName: 'Product', flex: 1, minWidth: 140 },
  { field: 'size', headerName: 'Size', width: 90 },
  { field: 'price', headerName: 'Price ($)', type: 'number', width: 110 },
  { field: 'stock', headerName: 'In stock', type: 'number', width: 110 },
];

export default function CappedMultiSortGrid() {
  const [sortModel, setSortModel] = React.useState<GridSortModel>([
    { field: 'category', sort: 'asc' },
    { field: 'price', sort: 'desc' },
  ]);

  return (
    <Stack spacing={1} sx={{ width: '100%' }}>
      <Typography variant="body2" component="code" sx={{ fontFamily: 'monospace' }}>
        sortModel = {JSON.stringify(sortModel)}
      </Typography>
      <Box sx={{ height: 380 }}>
        <DataGridPro
          rows={products}
          columns={columns}
          sortModel={sortModel}
          // The grid proposes a model; keeping only its last items drops the oldest criterion.
          onSortModelChange={(next) => setSortModel(next.slice(-MAX_SORTED_COLUMNS))}
          multipleColumnsSortingMode="always"
          hideFooter
        />
      </Box>
    </Stack>
  );
}
