import * as React from 'react';
import Box from '@mui/material/Box';
import { DataGrid, type GridColDef, type GridDataSource as GridDataSourceCommunity } from '@mui/x-data-grid';
import { DataGridPro, type GridColDef as GridColDefPro, type GridDataSource } from '@mui/x-data-grid-pro';
import { fetchOrders, type Order } from '../../shared/fakeServer';

interface CustomerRow {
  id: string;
  groupKey: string;
  childrenCount: number;
}

const customerColumns: GridColDefPro<CustomerRow>[] = [
  { field: 'groupKey', headerName: 'Customer', flex: 1, minWidth: 160 },
  { field: 'childrenCount', headerName: 'Orders', type: 'number', width: 100 },
];

const orderColumns: GridColDef<Order>[] = [
  { field: 'id', headerName: 'Order', type: 'number', width: 80 },
  { field: 'product', headerName: 'Product', flex: 1, minWidth: 120 },
  { field: 'year', headerName: 'Year', width: 80 },
  { field: 'revenue', headerName: 'Revenue', type: 'number', width: 110 },
];

/** The orders of one customer, paginated by the server on their own. */
function CustomerOrders({ customer }: { customer: string }) {
  const dataSource = React.useMemo<GridDataSourceCommunity>(
    () => ({
      getRows: (params) =>
        fetchOrders(
          {
            ...params,
            // The parent row becomes a filter on the child request.
            filterModel: {
              ...params.filterModel,
              items: [...params.filterModel.items, { field: 'customer', operator: 'equals', value: customer }],
            },
          },
          { size: 600, delay: 400 },
        ),
    }),
    [customer],
  );

  return (
    <Box sx={{ p: 1, pl: 6, height: '100%', boxSizing: 'border-box' }}>
      <DataGrid
        columns={orderColumns}
        dataSource={dataSource}
        density="compact"
        pageSizeOptions={[5]}
        initialState={{ pagination: { paginationModel: { page: 0, pageSize: 5 } } }}
        aria-label={`Orders of ${customer}`}
      />
    </Box>
  );
}

export default function NestedPagesGrid() {
  const dataSource = React.useMemo<GridDataSource>(
    // Top level: one row per customer, with its number of orders.
    () => ({ getRows: (params) => fetchOrders({ ...params, groupFields: ['customer'] }, { size: 600 }) }),
    [],
  );

  return (
    <Box sx={{ height: 520, width: '100%' }}>
      <DataGridPro
        columns={customerColumns}
        dataSource={dataSource}
        disableColumnFilter
        disableColumnSorting
        getDetailPanelHeight={() => 290}
        getDetailPanelContent={({ row }) => <CustomerOrders customer={String(row.groupKey)} />}
      />
    </Box>
  );
}
