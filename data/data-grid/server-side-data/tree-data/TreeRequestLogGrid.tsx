import * as React from 'react';
import Box from '@mui/material/Box';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { DataGridPro, type GridDataSource } from '@mui/x-data-grid-pro';
import { fetchFiles } from '../../shared/fakeServer';
import { fileColumns, treeAccessors } from './fileColumns';

export default function TreeRequestLogGrid() {
  const [log, setLog] = React.useState<string[]>([]);

  const dataSource = React.useMemo<GridDataSource>(
    () => ({
      getRows: async (params) => {
        const keys = params.groupKeys ?? [];
        const sort = params.sortModel.map((item) => `${item.field} ${item.sort}`).join(', ') || 'none';
        const response = await fetchFiles(params);
        const entry = `groupKeys ${JSON.stringify(keys)} · sort ${sort} → ${response.rows.length} rows`;
        setLog((previous) => [entry, ...previous].slice(0, 6));
        return response;
      },
      ...treeAccessors,
    }),
    [],
  );

  return (
    <Stack spacing={1}>
      <Box sx={{ height: 360, width: '100%' }}>
        <DataGridPro
          columns={fileColumns}
          dataSource={dataSource}
          treeData
          groupingColDef={{ headerName: 'Name', flex: 1, minWidth: 220 }}
          initialState={{ sorting: { sortModel: [{ field: 'sizeKb', sort: 'desc' }] } }}
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
