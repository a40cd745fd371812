import * as React from 'react';
import Box from '@mui/material/Box';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { DataGridPro } from '@mui/x-data-grid-pro';
import { fetchOrders } from '../../shared/fakeServer';
import { orderColumns } from './orderColumns';

export default function InfiniteLoadingGrid() {
  const [status, setStatus] = React.useState('Loading the first rows…');

  const dataSource = React.useMemo(
    () => ({
      getRows: async (params) => {
        // sendRowCount: false — like a feed API, the server only knows the total at the end.
        const response = await fetchOrders(params, { size: 180, delay: 600, sendRowCount: false });
        setStatus(
          response.rowCount === undefined
            ? `Loaded rows ${params.start}–${params.end}; total still unknown`
            : `Reached the end: ${response.rowCount} rows in total`,
        );
        return response;
      },
    }),
    [],
  );

  return (
    <Stack spacing={1}>
      <Typography variant="body2" role="status">
        {status}
      </Typography>
      <Box sx={{ height: 400, width: '100%' }}>
        <DataGridPro
          columns={orderColumns}
          dataSource={dataSource}
          lazyLoading
          initialState={{ pagination: { paginationModel: { page: 0, pageSize: 40 } } }}
        />
      </Box>
    </Stack>
  );
}
