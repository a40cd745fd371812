import * as React from 'react';
import Box from '@mui/material/Box';
import { DataGrid } from '@mui/x-data-grid';
import { queryOrders } from './orders';

const columns = [
  { field: 'id', headerName: 'Order', width: 90, type: 'number' },
  { field: 'customer', headerName: 'Customer', flex: 1, minWidth: 150 },
  { field: 'country', headerName: 'Country', width: 120 },
  {
    field: 'status',
    headerName: 'Status',
    width: 120,
    type: 'singleSelect',
    valueOptions: ['Pending', 'Shipped', 'Delivered', 'Returned'],
  },
  { field: 'total', headerName: 'Total (€)', type: 'number', width: 110 },
];

export default function DataSourceFilterGrid() {
  // The data source is the only place that talks to the "server".
  const dataSource = React.useMemo(
    () => ({
      getRows: async (params) => {
        const pageSize = params.paginationModel?.pageSize ?? 10;
        return queryOrders({
          filterModel: params.filterModel,
          sortModel: params.sortModel,
          start: Number(params.start),
          pageSize,
        });
      },
    }),
    [],
  );

  return (
    <Box sx={{ height: 440, width: '100%' }}>
      <DataGrid
        columns={columns}
        dataSource={dataSource}
        showToolbar
        pageSizeOptions={[10, 25]}
        initialState={{
          pagination: { paginationModel: { pageSize: 10, page: 0 } },
          filter: {
            filterModel: { items: [{ field: 'status', operator: 'is', value: 'Shipped' }] },
          },
        }}
      />
    </Box>
  );
}
