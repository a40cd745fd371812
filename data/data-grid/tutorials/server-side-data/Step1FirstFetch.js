import * as React from 'react';
import Box from '@mui/material/Box';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { DataGrid } from '@mui/x-data-grid';
import { fetchOrders } from '../../shared/fakeServer';

const columns = [
  { field: 'id', headerName: 'Order', width: 80 },
  { field: 'customer', headerName: 'Customer', flex: 1, minWidth: 140 },
  { field: 'product', headerName: 'Product', width: 130 },
  { field: 'region', headerName: 'Region', width: 100 },
  { field: 'units', headerName: 'Units', type: 'number', width: 90 },
];

export default function Step1FirstFetch() {
  const [received, setReceived] = React.useState('Loading…');

  // Step 1: one object with one method. The grid calls getRows once on mount.
  const dataSource = React.useMemo(
    () => ({
      getRows: async (params) => {
        // This backend does not sort or filter yet, so only the range is forwarded.
        const response = await fetchOrders({ ...params, sortModel: [], filterModel: { items: [] } });
        setReceived(`Received ${response.rows.length} of ${response.rowCount} orders.`);
        return response;
      },
    }),
    [],
  );

  return (
    <Stack spacing={1}>
      <Typography variant="body2" role="status">
        {received}
      </Typography>
      <Box sx={{ height: 360, width: '100%' }}>
        <DataGrid columns={columns} dataSource={dataSource} disableColumnSorting disableColumnFilter hideFooter />
      </Box>
    </Stack>
  );
}
