import * as React from 'react';
import Box from '@mui/material/Box';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { DataGridPremium, type GridDataSource } from '@mui/x-data-grid-premium';
import { fetchOrders, readAggregate } from '../../shared/fakeServer';
import { orderColumns, serverFunctions } from './aggregationSetup';

export default function AggregationRequestGrid() {
  const [sent, setSent] = React.useState('');
  const [received, setReceived] = React.useState('');

  const dataSource = React.useMemo<GridDataSource>(
    () => ({
      getRows: async (params) => {
        setSent(JSON.stringify(params.aggregationModel ?? {}));
        const response = await fetchOrders(params, { size: 600 });
        setReceived(JSON.stringify(response.aggregateRow?.aggregates ?? {}));
        return response;
      },
      getAggregatedValue: readAggregate,
    }),
    [],
  );

  return (
    <Stack spacing={1}>
      <Box role="status" sx={{ typography: 'body2', fontFamily: 'monospace' }}>
        <div>aggregationModel sent: {sent || '…'}</div>
        <div>aggregateRow received: {received || '…'}</div>
      </Box>
      <Typography variant="body2" color="text.secondary">
        Open a column menu to change its function, or filter the Region column.
      </Typography>
      <Box sx={{ height: 420, width: '100%' }}>
        <DataGridPremium
          columns={orderColumns}
          dataSource={dataSource}
          aggregationFunctions={serverFunctions}
          showToolbar
          disablePivoting
          pagination
          pageSizeOptions={[10]}
          initialState={{
            aggregation: { model: { revenue: 'sum' } },
            filter: { filterModel: { items: [{ field: 'region', operator: 'equals', value: 'West' }] } },
            pagination: { paginationModel: { page: 0, pageSize: 10 } },
          }}
        />
      </Box>
    </Stack>
  );
}
