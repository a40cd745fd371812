import * as React from 'react';
import Box from '@mui/material/Box';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { DataGrid, getGridStringOperators } from '@mui/x-data-grid';
import { fetchOrders } from '../../shared/fakeServer';
import { describeRequest } from './describeRequest';

const textOperators = getGridStringOperators().filter((op) => ['contains', 'equals', 'startsWith'].includes(op.value));

const columns = [
  { field: 'id', headerName: 'Order', width: 80, filterable: false },
  { field: 'customer', headerName: 'Customer', flex: 1, minWidth: 140, filterOperators: textOperators },
  { field: 'product', headerName: 'Product', width: 130, filterOperators: textOperators },
  { field: 'region', headerName: 'Region', width: 120, filterOperators: textOperators },
  { field: 'units', headerName: 'Units', type: 'number', width: 90, filterable: false },
];

export default function Step4ServerPagination() {
  const [request, setRequest] = React.useState('');

  const dataSource = React.useMemo(
    () => ({
      getRows: async (params) => {
        // Step 4: start/end describe the page; rowCount in the answer sizes the footer.
        setRequest(describeRequest(params, ['page', 'sort', 'filter']));
        const response = await fetchOrders(params);
        return { rows: response.rows, rowCount: response.rowCount };
      },
    }),
    [],
  );

  return (
    <Stack spacing={1}>
      <Typography variant="body2" role="status" sx={{ fontFamily: 'monospace' }}>
        {request}
      </Typography>
      <Box sx={{ height: 420, width: '100%' }}>
        <DataGrid
          columns={columns}
          dataSource={dataSource}
          pageSizeOptions={[10, 25, 50]}
          initialState={{ pagination: { paginationModel: { page: 0, pageSize: 10 } } }}
          showToolbar
        />
      </Box>
    </Stack>
  );
}
