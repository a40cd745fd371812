import Box from '@mui/material/Box';
import { DataGrid, type GridColDef } from '@mui/x-data-grid';
import { makeOrders, type Order } from './orders';

const rows = makeOrders(75);

const columns: GridColDef<Order>[] = [
  { field: 'id', headerName: 'Order', width: 90 },
  { field: 'customer', headerName: 'Customer', flex: 1, minWidth: 140 },
  { field: 'status', headerName: 'Status', width: 120 },
];

const pageSizeOptions = [
  { value: 10, label: '10 (quick look)' },
  { value: 25, label: '25' },
  { value: 75, label: '75 (whole week)' },
];

export default function LabeledPageSizesGrid() {
  return (
    <Box sx={{ height: 420, width: '100%' }}>
      <DataGrid
        rows={rows}
        columns={columns}
        pageSizeOptions={pageSizeOptions}
        initialState={{ pagination: { paginationModel: { page: 0, pageSize: 10 } } }}
        localeText={{
          paginationRowsPerPage: 'Orders per page:',
          paginationDisplayedRows: ({ from, to, count }) => `Orders ${from}–${to} of ${count}`,
        }}
      />
    </Box>
  );
}
