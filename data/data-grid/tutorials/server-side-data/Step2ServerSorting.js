import * as React from 'react';
import Box from '@mui/material/Box';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { DataGrid } from '@mui/x-data-grid';
import { fetchOrders } from '../../shared/fakeServer';
import { describeRequest } from './describeRequest';

const columns = [
  { field: 'id', headerName: 'Order', width: 80 },
  { field: 'customer', headerName: 'Customer', flex: 1, minWidth: 140 },
  { field: 'product', headerName: 'Product', width: 130 },
  { field: 'region', headerName: 'Region', width: 100 },
  { field: 'units', headerName: 'Units', type: 'number', width: 90 },
];

export default function Step2ServerSorting() {
  const [request, setRequest] = React.useState('');

  const dataSource = React.useMemo(
    () => ({
      getRows: async (params) => {
        // Step 2: forward the sort model. Clicking a header calls getRows again.
        setRequest(describeRequest(params, ['sort']));
        return fetchOrders({ ...params, filterModel: { items: [] } });
      },
    }),
    [],
  );

  return (
    <Stack spacing={1}>
      <Typography variant="body2" role="status" sx={{ fontFamily: 'monospace' }}>
        {request}
      </Typography>
      <Box sx={{ height: 360, width: '100%' }}>
        <DataGrid
          columns={columns}
          dataSource={dataSource}
          disableColumnFilter
          hideFooter
          initialState={{ sorting: { sortModel: [{ field: 'units', sort: 'desc' }] } }}
        />
      </Box>
    </Stack>
  );
}
