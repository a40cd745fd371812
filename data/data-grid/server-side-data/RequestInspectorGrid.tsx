import * as React from 'react';
import Box from '@mui/material/Box';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { DataGrid, type GridColDef, type GridDataSource, type GridGetRowsParams } from '@mui/x-data-grid';
import { fetchOrders, type Order } from '../shared/fakeServer';

const columns: GridColDef<Order>[] = [
  { field: 'customer', headerName: 'Customer', flex: 1, minWidth: 140 },
  { field: 'product', headerName: 'Product', width: 130 },
  { field: 'region', headerName: 'Region', width: 100 },
  { field: 'units', headerName: 'Units', type: 'number', width: 90 },
];

interface Exchange {
  params: GridGetRowsParams;
  rowCount?: number;
  received: number;
}

export default function RequestInspectorGrid() {
  const [last, setLast] = React.useState<Exchange | null>(null);

  const dataSource = React.useMemo<GridDataSource>(
    () => ({
      getRows: async (params) => {
        const response = await fetchOrders(params, { delay: 400 });
        setLast({ params, rowCount: response.rowCount, received: response.rows.length });
        return response;
      },
    }),
    [],
  );

  const summary = last
    ? {
        start: last.params.start,
        end: last.params.end,
        paginationModel: last.params.paginationModel,
        sortModel: last.params.sortModel,
        filterModel: last.params.filterModel,
      }
    : null;

  return (
    <Stack direction={{ xs: 'column', md: 'row' }} spacing={2}>
      <Box sx={{ height: 420, flex: 1, minWidth: 0 }}>
        <DataGrid
          columns={columns}
          dataSource={dataSource}
          pageSizeOptions={[10, 25]}
          initialState={{ pagination: { paginationModel: { page: 0, pageSize: 10 } } }}
          showToolbar
        />
      </Box>
      <Box sx={{ width: { md: 300 }, flexShrink: 0 }}>
        <Typography variant="subtitle2" component="h3">
          Last call to getRows
        </Typography>
        <Typography variant="body2" role="status" sx={{ mb: 1 }}>
          {last ? `Server answered ${last.received} rows, rowCount ${last.rowCount}` : 'Waiting for the first answer…'}
        </Typography>
        <Box
          component="pre"
          sx={{
            m: 0,
            p: 1,
            fontSize: 12,
            maxHeight: 330,
            overflow: 'auto',
            bgcolor: 'action.hover',
            borderRadius: 1,
          }}
        >
          {summary ? JSON.stringify(summary, null, 2) : '—'}
        </Box>
      </Box>
    </Stack>
  );
}
