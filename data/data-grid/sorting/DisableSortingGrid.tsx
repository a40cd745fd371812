import * as React from 'react';
import Box from '@mui/material/Box';
import FormControlLabel from '@mui/material/FormControlLabel';
import Stack from '@mui/material/Stack';
import Switch from '@mui/material/Switch';
import { DataGrid, type GridColDef } from '@mui/x-data-grid';
import { products, type Product } from './products';

const columns: GridColDef<Product>[] = [
  { field: 'name', headerName: 'Product', flex: 1, minWidth: 140 },
  // Sizes have no meaningful alphabetical order, so this column opts out.
  { field: 'size', headerName: 'Size (not sortable)', width: 170, sortable: false },
  { field: 'price', headerName: 'Price ($)', type: 'number', width: 110 },
];

export default function DisableSortingGrid() {
  const [locked, setLocked] = React.useState(false);

  return (
    <Stack spacing={1}>
      <FormControlLabel
        control={<Switch checked={locked} onChange={(event) => setLocked(event.target.checked)} />}
        label="Lock the current order (disableColumnSorting)"
      />
      <Box sx={{ height: 330, width: '100%' }}>
        <DataGrid
          rows={products}
          columns={columns}
          disableColumnSorting={locked}
          initialState={{ sorting: { sortModel: [{ field: 'price', sort: 'asc' }] } }}
          hideFooter
        />
      </Box>
    </Stack>
  );
}
