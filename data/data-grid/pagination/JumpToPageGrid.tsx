import * as React from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import {
  DataGrid,
  Toolbar,
  gridPageCountSelector,
  gridPageSelector,
  useGridApiContext,
  useGridSelector,
  type GridColDef,
} from '@mui/x-data-grid';
import { makeOrders, type Order } from './orders';

const rows = makeOrders(120);

const columns: GridColDef<Order>[] = [
  { field: 'id', headerName: 'Order', width: 90 },
  { field: 'customer', headerName: 'Customer', flex: 1, minWidth: 140 },
  { field: 'city', headerName: 'City', width: 120 },
];

function JumpToolbar() {
  const apiRef = useGridApiContext();
  const page = useGridSelector(apiRef, gridPageSelector);
  const pageCount = useGridSelector(apiRef, gridPageCountSelector);
  const [target, setTarget] = React.useState('');

  const jump = (event: React.FormEvent) => {
    event.preventDefault();
    const requested = Number(target);
    if (Number.isInteger(requested) && requested >= 1 && requested <= pageCount) {
      // setPage is zero-based, the text field is not.
      apiRef.current.setPage(requested - 1);
      setTarget('');
    }
  };

  return (
    <Toolbar>
      <Box component="form" onSubmit={jump} sx={{ display: 'flex', gap: 1, alignItems: 'center', flex: 1 }}>
        <Typography variant="body2">
          Page {page + 1} of {pageCount}
        </Typography>
        <TextField
          size="small"
          label="Go to page"
          type="number"
          value={target}
          onChange={(event) => setTarget(event.target.value)}
          slotProps={{ htmlInput: { min: 1, max: pageCount } }}
          sx={{ width: 120 }}
        />
        <Button type="submit" size="small" variant="outlined">
          Go
        </Button>
        <Button size="small" onClick={() => apiRef.current.setPage(pageCount - 1)}>
          Last page
        </Button>
      </Box>
    </Toolbar>
  );
}

export default function JumpToPageGrid() {
  return (
    <Box sx={{ height: 420, width: '100%' }}>
      <DataGrid
        rows={rows}
        columns={columns}
        slots={{ toolbar: JumpToolbar }}
        showToolbar
        initialState={{ pagination: { paginationModel: { pageSize: 10 } } }}
        pageSizeOptions={[5, 10]}
        density="compact"
      />
    </Box>
  );
}
