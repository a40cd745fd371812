import type { GridColDef } from '@mui/x-data-grid-pro';
import type { Order } from '../../shared/fakeServer';

/** Columns shared by the lazy-loading demos. */
export const orderColumns: GridColDef<Order>[] = [
  { field: 'id', headerName: 'Order', type: 'number', width: 90 },
  { field: 'customer', headerName: 'Customer', flex: 1, minWidth: 140 },
  { field: 'product', headerName: 'Product', width: 130 },
  { field: 'region', headerName: 'Region', width: 110 },
  { field: 'revenue', headerName: 'Revenue', type: 'number', width: 110 },
];
