import * as React from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { DataGrid, type GridColDef, type GridSortModel } from '@mui/x-data-grid';
import { products, type Product } from './products';

const columns: GridColDef<Product>[] = [
  { field: 'name', headerName: 'Product', flex: 1, minWidth: 140 },
  { field: 'category', headerName: 'Category', width: 130 },
  { field: 'price', headerName: 'Price ($)', type: 'number', width: 110 },
  { field: 'stock', headerName: 'In stock', type: 'number', width: 110 },
];

export default function ControlledSortGrid() {
  const [sortModel, setSortModel] = React.useState<GridSortModel>([{ field: 'price', sort: 'desc' }]);
  const current = sortModel[0];

  return (
    <Stack spacing={1}>
      <Stack direction="row" spacing={1} sx={{ alignItems: 'center', flexWrap: 'wrap' }}>
        <Button size="small" variant="outlined" onClick={() => setSortModel([{ field: 'price', sort: 'asc' }])}>
          Cheapest first
        </Button>
        <Button size="small" variant="outlined" onClick={() => setSortModel([{ field: 'stock', sort: 'asc' }])}>
          Low stock first
        </Button>
        <Button size="small" onClick={() => setSortModel([])}>
          Clear
        </Button>
        <Typography variant="body2" color="text.secondary">
          Model: {current ? `${current.field} ${current.sort}` : 'unsorted'}
        </Typography>
      </Stack>
      <Box sx={{ height: 360, width: '100%' }}>
        <DataGrid
          rows={products}
          columns={columns}
          sortModel={sortModel}
          onSortModelChange={(model) => setSortModel(model)}
          hideFooter
        />
      </Box>
    </Stack>
  );
}
