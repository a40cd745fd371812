import * as React from 'react';
import { DataGrid } from '@mui/x-data-grid';

const rows = [
  { id: 1, name: 'Monstera', stock: 14, price: 32 },
  { id: 2, name: 'Fiddle fig', stock: 3, price: 58 },
  { id: 3, name: 'Snake plant', stock: 27, price: 21 },
  { id: 4, name: 'Pothos', stock: 41, price: 12 },
  { id: 5, name: 'Calathea', stock: 8, price: 26 },
  { id: 6, name: 'Olive tree', stock: 5, price: 89 },
  { id: 7, name: 'Peace lily', stock: 19, price: 18 },
];

const columns = [
  { field: 'name', headerName: 'Plant', flex: 1, minWidth: 110, editable: true },
  { field: 'stock', headerName: 'In stock', type: 'number', width: 90, editable: true },
  {
    field: 'price',
    headerName: 'Price',
    type: 'number',
    width: 90,
    editable: true,
    valueFormatter: (value) => `$${value}`,
  },
];

/** A small stock list: click a header to sort, double-click a cell to edit it. */
export default function LandingGrid() {
  return (
    <div style={{ height: 180, width: '100%' }}>
      <DataGrid rows={rows} columns={columns} density="compact" hideFooter disableColumnMenu />
    </div>
  );
}
