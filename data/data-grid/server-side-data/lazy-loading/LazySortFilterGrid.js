import * as React from 'react';
import Box from '@mui/material/Box';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { DataGridPro } from '@mui/x-data-grid-pro';
import { fetchOrders } from '../../shared/fakeServer';
import { orderColumns } from './orderColumns';

export default function LazySortFilterGrid() {
  const [request, setRequest] = React.useState('');
  const [total, setTotal] = React.useState();

  const dataSource = React.useMemo(
    () => ({
      getRows: async (params) => {
        const sort = params.sortModel.map((item) => `${item.field} ${item.sort}`).join(', ') || 'none';
        const words = (params.filterModel.quickFilterValues ?? []).join(' ') || 'none';
        setRequest(`rows ${params.start}–${params.end} · sort: ${sort} · search: ${words}`);
        const response = await fetchOrders(params, { size: 5000, delay: 500 });
        setTotal(response.rowCount);
        return response;
      },
    }),
    [],
  );

  return (
    <Stack spacing={1}>
      <Typography variant="body2" role="status" sx={{ fontFamily: 'monospace' }}>
        {request || '…'} → {total ?? '…'} rows
      </Typography>
      <Box sx={{ height: 420, width: '100%' }}>
        <DataGridPro
          columns={orderColumns}
          dataSource={dataSource}
          lazyLoading
          showToolbar
          initialState={{ sorting: { sortModel: [{ field: 'revenue', sort: 'desc' }] } }}
        />
      </Box>
    </Stack>
  );
}
