import * as React from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import {
  DataGrid,
  GridDataSourceCacheDefault,
  useGridApiRef,
  type GridColDef,
  type GridDataSource,
} from '@mui/x-data-grid';
import { fetchOrders, type Order } from '../shared/fakeServer';

const columns: GridColDef<Order>[] = [
  { field: 'customer', headerName: 'Customer', flex: 1, minWidth: 160 },
  { field: 'region', headerName: 'Region', width: 130 },
  { field: 'units', headerName: 'Units', type: 'number', width: 100 },
];

// Cached pages stay valid for 30 seconds.
const cache = new GridDataSourceCacheDefault({ ttl: 30_000 });

export default function DataSourceCacheGrid() {
  const apiRef = useGridApiRef();
  const [requests, setRequests] = React.useState(0);

  const dataSource = React.useMemo<GridDataSource>(
    () => ({
      getRows: async (params) => {
        setRequests((count) => count + 1);
        return fetchOrders(params);
      },
    }),
    [],
  );

  return (
    <Stack spacing={1}>
      <Stack direction="row" spacing={1} sx={{ alignItems: 'center', flexWrap: 'wrap' }}>
        <Button size="small" variant="outlined" onClick={() => apiRef.current?.dataSource.fetchRows()}>
          Refetch
        </Button>
        <Button size="small" onClick={() => apiRef.current?.dataSource.cache.clear()}>
          Clear cache
        </Button>
        <Typography variant="body2" color="text.secondary">
          Requests sent to the server: {requests}
        </Typography>
      </Stack>
      <Box sx={{ height: 420, width: '100%' }}>
        <DataGrid
          apiRef={apiRef}
          columns={columns}
          dataSource={dataSource}
          dataSourceCache={cache}
          pageSizeOptions={[10]}
          initialState={{ pagination: { paginationModel: { page: 0, pageSize: 10 } } }}
          disableColumnFilter
        />
      </Box>
    </Stack>
  );
}
