import * as React from 'react';
import Box from '@mui/material/Box';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { DataGridPremium } from '@mui/x-data-grid-premium';
import { fetchOrders } from '../../shared/fakeServer';
import { groupAccessors, orderColumns } from './groupingSetup';

export default function PaginatedGroupsGrid() {
  const [log, setLog] = React.useState([]);

  const dataSource = React.useMemo(
    () => ({
      getRows: async (params) => {
        const response = await fetchOrders(params, { size: 400 });
        const keys = JSON.stringify(params.groupKeys ?? []);
        const count = response.rowCount === undefined ? 'no rowCount' : `rowCount ${response.rowCount}`;
        setLog((previous) =>
          [
            `groupKeys ${keys} · rows ${params.start}–${params.end} → ${response.rows.length} rows, ${count}`,
            ...previous,
          ].slice(0, 4),
        );
        return response;
      },
      ...groupAccessors,
    }),
    [],
  );

  return (
    <Stack spacing={1}>
      <Box sx={{ height: 420, width: '100%' }}>
        <DataGridPremium
          columns={orderColumns}
          dataSource={dataSource}
          pagination
          pageSizeOptions={[5, 10]}
          initialState={{
            columns: { columnVisibilityModel: { customer: false } },
            rowGrouping: { model: ['customer'] },
            pagination: { paginationModel: { page: 0, pageSize: 5 } },
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
