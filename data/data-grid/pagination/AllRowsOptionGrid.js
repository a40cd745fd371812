import Box from '@mui/material/Box';
import { DataGrid } from '@mui/x-data-grid';
import { makeOrders } from './orders';

const rows = makeOrders(46);

const columns = [
  { field: 'id', headerName: 'Order', width: 90 },
  { field: 'customer', headerName: 'Customer', flex: 1, minWidth: 140 },
  { field: 'city', headerName: 'City', width: 120 },
  { field: 'total', headerName: 'Total ($)', type: 'number', width: 110 },
];

// A page size of -1 means "every row on one page"; the label is what the select shows.
const pageSizeOptions = [10, 20, { value: -1, label: 'All' }];

export default function AllRowsOptionGrid() {
  return (
    <Box sx={{ height: 420, width: '100%' }}>
      <DataGrid
        rows={rows}
        columns={columns}
        pageSizeOptions={pageSizeOptions}
        initialState={{ pagination: { paginationModel: { page: 0, pageSize: 10 } } }}
      />
    </Box>
  );
}
