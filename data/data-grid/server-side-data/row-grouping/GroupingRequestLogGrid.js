import * as React from 'react';
import Box from '@mui/material/Box';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { DataGridPremium } from '@mui/x-data-grid-premium';
import { fetchOrders } from '../../shared/fakeServer';
import { groupAccessors, orderColumns } from './groupingSetup';

export default function GroupingRequestLogGrid() {
  const [log, setLog] = React.useState([]);

  const dataSource = React.useMemo(
    () => ({
      getRows: async (params) => {
        const response = await fetchOrders(params, { size: 400 });
        const kind = (params.groupKeys ?? []).length < (params.groupFields ?? []).length ? 'groups' : 'orders';
        const entry = `groupFields ${JSON.stringify(params.groupFields)} · groupKeys ${JSON.stringify(params.groupKeys)} → ${response.rows.length} ${kind}`;
        setLog((previous) => [entry, ...previous].slice(0, 6));
        return response;
      },
      ...groupAccessors,
    }),
    [],
  );

  return (
    <Stack spacing={1}>
      <Box sx={{ height: 380, width: '100%' }}>
        <DataGridPremium
          columns={orderColumns}
          dataSource={dataSource}
          initialState={{
            columns: { columnVisibilityModel: { region: false, category: false } },
            rowGrouping: { model: ['region', 'category'] },
          }}
        />
      </Box>
      <Typography variant="subtitle2" component="h3">
        Requests, newest first
      </Typography>
      <Box component="ol" role="status" sx={{ m: 0, pl: 3, typography: 'body2', fontFamily: 'monospace' }}>
        {log.map((entry, index) => (
          <li key={`${log.length - index}`}>{entry}</li>
        ))}
      </Box>
    </Stack>
  );
}
