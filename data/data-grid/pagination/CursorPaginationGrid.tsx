import * as React from 'react';
import Box from '@mui/material/Box';
import { DataGrid, type GridColDef, type GridPaginationModel } from '@mui/x-data-grid';
import { makeOrders, type Order } from './orders';

const serverRows = makeOrders(42);
const PAGE_SIZE = 10;

const columns: GridColDef<Order>[] = [
  { field: 'id', headerName: 'Order', width: 90 },
  { field: 'customer', headerName: 'Customer', flex: 1, minWidth: 140 },
  { field: 'city', headerName: 'City', width: 120 },
];

interface CursorResponse {
  rows: Order[];
  nextCursor: number | null;
}

// Pretend endpoint that only knows "give me PAGE_SIZE rows after this order id".
function fetchAfter(cursor: number | null): Promise<CursorResponse> {
  return new Promise((resolve) => {
    setTimeout(() => {
      const start = cursor === null ? 0 : serverRows.findIndex((row) => row.id === cursor) + 1;
      const rows = serverRows.slice(start, start + PAGE_SIZE);
      const hasMore = start + PAGE_SIZE < serverRows.length;
      resolve({ rows, nextCursor: hasMore ? rows[rows.length - 1].id : null });
    }, 500);
  });
}

export default function CursorPaginationGrid() {
  const [paginationModel, setPaginationModel] = React.useState<GridPaginationModel>({ page: 0, pageSize: PAGE_SIZE });
  // cursors[n] is the cursor that loads page n; page 0 starts from null.
  const cursorsRef = React.useRef<(number | null)[]>([null]);
  const [rows, setRows] = React.useState<Order[]>([]);
  const [hasNextPage, setHasNextPage] = React.useState(true);
  const [loading, setLoading] = React.useState(true);

  React.useEffect(() => {
    let active = true;
    const cursor = cursorsRef.current[paginationModel.page] ?? null;
    fetchAfter(cursor).then((response) => {
      if (active) {
        cursorsRef.current[paginationModel.page + 1] = response.nextCursor;
        setRows(response.rows);
        setHasNextPage(response.nextCursor !== null);
        setLoading(false);
      }
    });
    return () => {
      active = false;
    };
  }, [paginationModel]);

  const paginationMeta = React.useMemo(() => ({ hasNextPage }), [hasNextPage]);

  // Show the loading state as soon as the model changes; the effect then fetches.
  const handleModelChange = React.useCallback((model: GridPaginationModel) => {
    setLoading(true);
    setPaginationModel(model);
  }, []);
  return (
    <Box sx={{ height: 420, width: '100%' }}>
      <DataGrid
        rows={rows}
        columns={columns}
        paginationMode="server"
        rowCount={-1}
        paginationMeta={paginationMeta}
        paginationModel={paginationModel}
        onPaginationModelChange={handleModelChange}
        pageSizeOptions={[PAGE_SIZE]}
        loading={loading}
      />
    </Box>
  );
}
