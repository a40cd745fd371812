import * as React from 'react';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { DataGrid } from '@mui/x-data-grid';
import { DataGridPro } from '@mui/x-data-grid-pro';

const rows = [
  {
    id: 1,
    customer: 'Nordic Bikes',
    date: new Date(2025, 5, 2),
    lines: [
      { id: '1a', sku: 'FRAME-54', qty: 2, price: 480 },
      { id: '1b', sku: 'CHAIN-11', qty: 4, price: 35 },
    ],
  },
  {
    id: 2,
    customer: 'Cafe Lumen',
    date: new Date(2025, 5, 3),
    lines: [
      { id: '2a', sku: 'GRINDER-S', qty: 1, price: 190 },
      { id: '2b', sku: 'FILTER-100', qty: 6, price: 12 },
    ],
  },
  {
    id: 3,
    customer: 'Studio Arco',
    date: new Date(2025, 5, 5),
    lines: [{ id: '3a', sku: 'LAMP-DESK', qty: 3, price: 64 }],
  },
  {
    id: 4,
    customer: 'Green Basket',
    date: new Date(2025, 5, 8),
    lines: [
      { id: '4a', sku: 'CRATE-L', qty: 20, price: 9 },
      { id: '4b', sku: 'SCALE-5', qty: 1, price: 150 },
      { id: '4c', sku: 'LABEL-R', qty: 10, price: 4 },
    ],
  },
];

const columns = [
  { field: 'customer', headerName: 'Customer', flex: 1 },
  { field: 'date', headerName: 'Date', type: 'date', width: 120 },
  {
    field: 'total',
    headerName: 'Total ($)',
    type: 'number',
    width: 110,
    valueGetter: (_value, row) => row.lines.reduce((sum, line) => sum + line.qty * line.price, 0),
  },
];

const lineColumns = [
  { field: 'sku', headerName: 'SKU', flex: 1 },
  { field: 'qty', headerName: 'Qty', type: 'number', width: 80 },
  { field: 'price', headerName: 'Unit price', type: 'number', width: 110 },
];

function OrderLines({ order }) {
  return (
    <Box sx={{ p: 2, bgcolor: 'background.default' }}>
      <Typography variant="subtitle2" gutterBottom>
        Order #{order.id} – {order.lines.length} line(s)
      </Typography>
      <Box sx={{ height: 44 + order.lines.length * 37 }}>
        <DataGrid rows={order.lines} columns={lineColumns} density="compact" hideFooter />
      </Box>
    </Box>
  );
}

export default function OrderLinesDetailGrid() {
  const getDetailPanelContent = React.useCallback(({ row }) => <OrderLines order={row} />, []);
  const getDetailPanelHeight = React.useCallback(() => 'auto', []);

  return (
    <Box sx={{ height: 420, width: '100%' }}>
      <DataGridPro
        rows={rows}
        columns={columns}
        getDetailPanelContent={getDetailPanelContent}
        getDetailPanelHeight={getDetailPanelHeight}
      />
    </Box>
  );
}
