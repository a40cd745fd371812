import * as React from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { DataGridPro, GridDataSourceCacheDefault, useGridApiRef } from '@mui/x-data-grid-pro';
import { fetchOrders } from '../../shared/fakeServer';
import { orderColumns } from './orderColumns';

// Entries live for one minute; scrolling back within that minute reuses them.
const cache = new GridDataSourceCacheDefault({ ttl: 60_000 });

export default function LazyLoadingCacheGrid() {
  const apiRef = useGridApiRef();
  const [log, setLog] = React.useState([]);

  const dataSource = React.useMemo(
    () => ({
      getRows: async (params) => {
        setLog((previous) => [`${params.start}–${params.end}`, ...previous].slice(0, 8));
        return fetchOrders(params, { size: 3000, delay: 500 });
      },
    }),
    [],
  );

  return (
    <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2}>
      <Box sx={{ height: 400, flex: 1, minWidth: 0 }}>
        <DataGridPro
          apiRef={apiRef}
          columns={orderColumns}
          dataSource={dataSource}
          dataSourceCache={cache}
          lazyLoading
          initialState={{ pagination: { paginationModel: { page: 0, pageSize: 50 } } }}
        />
      </Box>
      <Stack spacing={1} sx={{ width: { sm: 200 } }}>
        <Typography variant="subtitle2" component="h3">
          Ranges requested
        </Typography>
        <Box component="ol" role="status" sx={{ m: 0, pl: 3, typography: 'body2', fontFamily: 'monospace' }}>
          {log.map((entry, index) => (
            <li key={`${entry}-${log.length - index}`}>{entry}</li>
          ))}
        </Box>
        <Button size="small" variant="outlined" onClick={() => apiRef.current?.dataSource.cache.clear()}>
          Clear cache
        </Button>
      </Stack>
    </Stack>
  );
}
