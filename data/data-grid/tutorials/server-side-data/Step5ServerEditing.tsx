import * as React from 'react';
import Box from '@mui/material/Box';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import {
  DataGrid,
  getGridStringOperators,
  type GridColDef,
  type GridDataSource,
  type GridSortModel,
} from '@mui/x-data-grid';
import { fetchOrders, saveOrder, type Order } from '../../shared/fakeServer';

const textOperators = getGridStringOperators().filter((op) => ['contains', 'equals', 'startsWith'].includes(op.value));

const columns: GridColDef<Order>[] = [
  { field: 'id', headerName: 'Order', width: 80, filterable: false },
  { field: 'customer', headerName: 'Customer', flex: 1, minWidth: 140, filterOperators: textOperators },
  { field: 'product', headerName: 'Product', width: 130, filterOperators: textOperators },
  { field: 'units', headerName: 'Units', type: 'number', width: 90, editable: true, filterable: false },
  { field: 'revenue', headerName: 'Revenue', type: 'number', width: 110, filterable: false },
];

interface LastExchange {
  sortModel: GridSortModel;
  firstIds: number[];
  firstCustomer: string;
}

export default function Step5ServerEditing() {
  const [last, setLast] = React.useState<LastExchange | null>(null);
  const [saveStatus, setSaveStatus] = React.useState('No edit yet. Double-click a Units cell to edit it.');

  const dataSource = React.useMemo<GridDataSource>(
    () => ({
      getRows: async (params) => {
        const response = await fetchOrders(params);
        // Record what the server was asked and the order it answered in.
        setLast({
          sortModel: params.sortModel,
          firstIds: response.rows.slice(0, 3).map((row) => Number(row.id)),
          firstCustomer: String(response.rows[0]?.customer ?? ''),
        });
        return response;
      },
      // Step 5: persist edits. The resolved row (with the recomputed revenue) replaces the edited one.
      updateRow: async ({ rowId, updatedRow }) => {
        setSaveStatus(`Saving order ${rowId}…`);
        const saved = await saveOrder(updatedRow);
        setSaveStatus(`Order ${rowId} saved (revenue ${saved.revenue}).`);
        return saved;
      },
    }),
    [],
  );

  const sortText = last
    ? last.sortModel.length === 0
      ? 'none'
      : last.sortModel.map((item) => `${item.field} ${item.sort}`).join(', ')
    : '…';

  return (
    <Stack spacing={1}>
      <Typography variant="body2" role="status" data-testid="server-sort-status" sx={{ fontFamily: 'monospace' }}>
        Last request sort: {sortText} · first rows returned:{' '}
        {last ? `${last.firstIds.join(', ')} (${last.firstCustomer || 'none'} first)` : '…'}
      </Typography>
      <Typography variant="body2" role="status">
        {saveStatus}
      </Typography>
      <Box sx={{ height: 420, width: '100%' }}>
        <DataGrid
          columns={columns}
          dataSource={dataSource}
          onDataSourceError={(error) => setSaveStatus(`Server error: ${error.message}`)}
          pageSizeOptions={[10, 25]}
          initialState={{ pagination: { paginationModel: { page: 0, pageSize: 10 } } }}
          showToolbar
        />
      </Box>
    </Stack>
  );
}
