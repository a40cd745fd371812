import * as React from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { DataGrid, type GridColDef, type GridPaginationModel } from '@mui/x-data-grid';
import { makeOrders, type Order } from './orders';

const rows = makeOrders(45);

const columns: GridColDef<Order>[] = [
  { field: 'id', headerName: 'Order', width: 90 },
  { field: 'customer', headerName: 'Customer', flex: 1, minWidth: 140 },
  { field: 'status', headerName: 'Status', width: 120 },
];

export default function ControlledPaginationGrid() {
  const [paginationModel, setPaginationModel] = React.useState<GridPaginationModel>({ page: 1, pageSize: 10 });
  const lastPage = Math.ceil(rows.length / paginationModel.pageSize) - 1;

  return (
    <Stack spacing={1}>
      <Stack direction="row" spacing={1} sx={{ alignItems: 'center' }}>
        <Button size="small" variant="outlined" onClick={() => setPaginationModel((model) => ({ ...model, page: 0 }))}>
          First page
        </Button>
        <Button
          size="small"
          variant="outlined"
          onClick={() => setPaginationModel((model) => ({ ...model, page: lastPage }))}
        >
          Last page
        </Button>
        <Typography variant="body2" color="text.secondary">
          page {paginationModel.page + 1} of {lastPage + 1}, {paginationModel.pageSize} rows per page
        </Typography>
      </Stack>
      <Box sx={{ height: 420, width: '100%' }}>
        <DataGrid
          rows={rows}
          columns={columns}
          paginationModel={paginationModel}
          onPaginationModelChange={setPaginationModel}
          pageSizeOptions={[10, 20]}
        />
      </Box>
    </Stack>
  );
}
