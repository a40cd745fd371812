import * as React from 'react';
import Box from '@mui/material/Box';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { DataGridPro } from '@mui/x-data-grid-pro';
import { fetchOrders } from '../../shared/fakeServer';
import { orderColumns } from './orderColumns';

export default function ViewportLoadingGrid() {
  const [lastRange, setLastRange] = React.useState('');

  const dataSource = React.useMemo(
    () => ({
      getRows: async (params) => {
        setLastRange(`rows ${params.start}–${params.end}`);
        // The server always sends rowCount, so the grid knows the full height up front.
        return fetchOrders(params, { size: 10000, delay: 600 });
      },
    }),
    [],
  );

  return (
    <Stack spacing={1}>
      <Typography variant="body2" role="status">
        Last request: {lastRange || '…'}
      </Typography>
      <Box sx={{ height: 400, width: '100%' }}>
        <DataGridPro columns={orderColumns} dataSource={dataSource} lazyLoading />
      </Box>
    </Stack>
  );
}
