import Box from '@mui/material/Box';
import { DataGridPremium, type GridColDef } from '@mui/x-data-grid-premium';
import { makeOrders, type Order } from './orders';

const rows = makeOrders(60);

const columns: GridColDef<Order>[] = [
  { field: 'id', headerName: 'Order', width: 90 },
  { field: 'customer', headerName: 'Customer', flex: 1, minWidth: 140 },
  { field: 'city', headerName: 'City', width: 120 },
  { field: 'total', headerName: 'Total ($)', type: 'number', width: 110 },
];

// The page size counts top-level rows: three cities per page, each with all of its orders.
export default function GroupedPaginationGrid() {
  return (
    <Box sx={{ height: 460, width: '100%' }}>
      <DataGridPremium
        rows={rows}
        columns={columns}
        pagination
        pageSizeOptions={[3, 5]}
        defaultGroupingExpansionDepth={1}
        initialState={{
          rowGrouping: { model: ['city'] },
          pagination: { paginationModel: { page: 0, pageSize: 3 } },
        }}
      />
    </Box>
  );
}
