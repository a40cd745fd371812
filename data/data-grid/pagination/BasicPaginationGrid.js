import Box from '@mui/material/Box';
import { DataGrid } from '@mui/x-data-grid';
import { makeOrders } from './orders';

const rows = makeOrders(23);

const columns = [
  { field: 'id', headerName: 'Order', width: 90 },
  { field: 'customer', headerName: 'Customer', flex: 1, minWidth: 140 },
  { field: 'city', headerName: 'City', width: 120 },
  { field: 'total', headerName: 'Total ($)', type: 'number', width: 110 },
];

// 23 orders, five per page: use the arrows in the footer to move between pages.
export default function BasicPaginationGrid() {
  return (
    <Box sx={{ height: 380, width: '100%' }}>
      <DataGrid
        rows={rows}
        columns={columns}
        initialState={{ pagination: { paginationModel: { page: 0, pageSize: 5 } } }}
        pageSizeOptions={[5, 10]}
      />
    </Box>
  );
}
