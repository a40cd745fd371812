import * as React from 'react';
import Box from '@mui/material/Box';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { DataGridPremium } from '@mui/x-data-grid-premium';
import { fetchOrders } from '../../shared/fakeServer';
import { groupAccessors, orderColumns } from './groupingSetup';

export default function GroupSortingGrid() {
  const [last, setLast] = React.useState('');

  const dataSource = React.useMemo(
    () => ({
      getRows: async (params) => {
        const response = await fetchOrders(params, { size: 400 });
        const sort = params.sortModel.map((item) => `${item.field} ${item.sort}`).join(', ') || 'none';
        const level = (params.groupKeys ?? []).length === 0 ? 'customers' : `orders of ${params.groupKeys?.join('/')}`;
        setLast(`sort ${sort} · ${level} · first: ${response.rows[0]?.customer ?? '—'}`);
        return response;
      },
      ...groupAccessors,
    }),
    [],
  );

  return (
    <Stack spacing={1}>
      <Typography variant="body2" role="status" sx={{ fontFamily: 'monospace' }}>
        {last || '…'}
      </Typography>
      <Box sx={{ height: 420, width: '100%' }}>
        <DataGridPremium
          columns={orderColumns}
          dataSource={dataSource}
          initialState={{
            columns: { columnVisibilityModel: { customer: false } },
            rowGrouping: { model: ['customer'] },
            sorting: { sortModel: [{ field: 'customer', sort: 'desc' }] },
          }}
        />
      </Box>
    </Stack>
  );
}
