import * as React from 'react';
import Box from '@mui/material/Box';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { DataGrid, type GridColDef, type GridDataSource } from '@mui/x-data-grid';
import { fetchOrdersAfter, type Order } from '../../shared/fakeServer';

const columns: GridColDef<Order>[] = [
  { field: 'id', headerName: 'Order', type: 'number', width: 90 },
  { field: 'customer', headerName: 'Customer', flex: 1, minWidth: 140 },
  { field: 'product', headerName: 'Product', width: 130 },
  { field: 'revenue', headerName: 'Revenue', type: 'number', width: 110 },
];

export default function CursorPaginationGrid() {
  // Cursor that loads each page, keyed by page size and page index. Page 0 needs none.
  const cursorsRef = React.useRef(new Map<string, string>());
  // Controlled row count: -1 (unknown) until the last page is reached.
  const [rowCount, setRowCount] = React.useState(-1);
  const [lastCall, setLastCall] = React.useState('');

  const dataSource = React.useMemo<GridDataSource>(
    () => ({
      getRows: async (params) => {
        const { page, pageSize } = params.paginationModel ?? { page: 0, pageSize: 10 };
        const cursor = page === 0 ? null : cursorsRef.current.get(`${pageSize}:${page}`);
        if (cursor === undefined) {
          // Only reachable by jumping pages, which the footer does not offer without a row count.
          throw new Error(`No cursor known for page ${page + 1}.`);
        }
        setLastCall(`GET /orders?limit=${pageSize}${cursor ? `&after=${cursor}` : ''}`);
        const answer = await fetchOrdersAfter(cursor, pageSize);
        if (answer.nextCursor) {
          cursorsRef.current.set(`${pageSize}:${page + 1}`, answer.nextCursor);
          // More pages exist: the footer keeps showing "more than …".
          return { rows: answer.rows, pageInfo: { hasNextPage: true, nextCursor: answer.nextCursor } };
        }
        // Last page: now the total is known, which disables the "next" button.
        setRowCount(page * pageSize + answer.rows.length);
        return { rows: answer.rows, pageInfo: { hasNextPage: false } };
      },
    }),
    [],
  );

  return (
    <Stack spacing={1}>
      <Typography variant="body2" role="status" sx={{ fontFamily: 'monospace' }}>
        {lastCall || '…'}
      </Typography>
      <Box sx={{ height: 420, width: '100%' }}>
        <DataGrid
          columns={columns}
          dataSource={dataSource}
          rowCount={rowCount}
          onDataSourceError={(error) => setLastCall(`Error: ${error.message}`)}
          pageSizeOptions={[10]}
          initialState={{ pagination: { paginationModel: { page: 0, pageSize: 10 } } }}
          disableColumnSorting
          disableColumnFilter
        />
      </Box>
    </Stack>
  );
}
