import * as React from 'react';
import Box from '@mui/material/Box';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import {
  DataGrid,
  GridUpdateRowError,
  type GridColDef,
  type GridDataSource,
  type GridGetRowsError,
} from '@mui/x-data-grid';
import { fetchOrders, saveOrder, type Order } from '../shared/fakeServer';

const columns: GridColDef<Order>[] = [
  { field: 'customer', headerName: 'Customer', flex: 1, minWidth: 140 },
  { field: 'product', headerName: 'Product', width: 130 },
  { field: 'units', headerName: 'Units (editable)', type: 'number', width: 140, editable: true },
  { field: 'unitPrice', headerName: 'Unit price', type: 'number', width: 100 },
  { field: 'revenue', headerName: 'Revenue', type: 'number', width: 110 },
];

export default function ServerEditingGrid() {
  const [message, setMessage] = React.useState('Double-click a Units cell, change it and press Enter.');

  const dataSource = React.useMemo<GridDataSource>(
    () => ({
      getRows: (params) => fetchOrders(params, { delay: 400 }),
      updateRow: async ({ rowId, updatedRow }) => {
        setMessage(`Saving order ${rowId}…`);
        // The server answers with the stored row: here it recomputes the revenue.
        const saved = await saveOrder(updatedRow);
        setMessage(`Order ${rowId} saved: ${saved.units} units, revenue ${saved.revenue}.`);
        return saved;
      },
    }),
    [],
  );

  const handleError = (error: GridGetRowsError | GridUpdateRowError) => {
    if (error instanceof GridUpdateRowError) {
      setMessage(`Order ${error.params.rowId} was not saved: ${error.message} Fix the value or press Escape.`);
    } else {
      setMessage(`Loading failed: ${error.message}`);
    }
  };

  return (
    <Stack spacing={1}>
      <Typography variant="body2" role="status">
        {message}
      </Typography>
      <Box sx={{ height: 380, width: '100%' }}>
        <DataGrid
          columns={columns}
          dataSource={dataSource}
          onDataSourceError={handleError}
          pageSizeOptions={[10]}
          initialState={{ pagination: { paginationModel: { page: 0, pageSize: 10 } } }}
        />
      </Box>
    </Stack>
  );
}
