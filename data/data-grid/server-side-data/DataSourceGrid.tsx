import * as React from 'react';
import Box from '@mui/material/Box';
import { DataGrid, getGridStringOperators, type GridColDef, type GridDataSource } from '@mui/x-data-grid';
import { fetchOrders, type Order } from '../shared/fakeServer';

const containsOnly = getGridStringOperators().filter((operator) => operator.value === 'contains');

const columns: GridColDef<Order>[] = [
  { field: 'customer', headerName: 'Customer', flex: 1, minWidth: 160, filterOperators: containsOnly },
  { field: 'region', headerName: 'Region', width: 130, filterOperators: containsOnly },
  { field: 'units', headerName: 'Units', type: 'number', width: 100, filterable: false },
];

export default function DataSourceGrid() {
  // Memoized: a new object on each render would trigger new requests.
  const dataSource = React.useMemo<GridDataSource>(
    () => ({
      getRows: async (params) => {
        // The shared fake server reads sortModel, filterModel and the start/end range.
        const response = await fetchOrders(params);
        return { rows: response.rows, rowCount: response.rowCount };
      },
    }),
    [],
  );

  return (
    <Box sx={{ height: 440, width: '100%' }}>
      <DataGrid
        columns={columns}
        dataSource={dataSource}
        pageSizeOptions={[10, 20]}
        initialState={{ pagination: { paginationModel: { page: 0, pageSize: 10 } } }}
        showToolbar
      />
    </Box>
  );
}
