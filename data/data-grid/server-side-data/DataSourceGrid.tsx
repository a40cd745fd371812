import * as React from 'react';
import Box from '@mui/material/Box';
import { DataGrid, getGridStringOperators, type GridColDef, type GridDataSource } from '@mui/x-data-grid';
import { queryCustomers, type Customer } from './fakeServer';

const containsOnly = getGridStringOperators().filter((operator) => operator.value === 'contains');

const columns: GridColDef<Customer>[] = [
  { field: 'name', headerName: 'Customer', flex: 1, minWidth: 160, filterOperators: containsOnly },
  { field: 'country', headerName: 'Country', width: 130, filterOperators: containsOnly },
  { field: 'orders', headerName: 'Orders', type: 'number', width: 100, filterable: false },
];

export default function DataSourceGrid() {
  // Memoized: a new object on each render would trigger new requests.
  const dataSource = React.useMemo<GridDataSource>(
    () => ({
      getRows: async (params) => {
        const response = await queryCustomers({
          paginationModel: params.paginationModel,
          sortModel: params.sortModel,
          filterModel: params.filterModel,
        });
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
