import Box from '@mui/material/Box';
import { DataGrid } from '@mui/x-data-grid';

const rows = [
  { id: 1, product: 'Oak desk', warehouse: 'Lyon', inStock: 14, unitPrice: 329, lastRestocked: new Date(2025, 0, 12) },
  {
    id: 2,
    product: 'Walnut bookshelf',
    warehouse: 'Lyon',
    inStock: 6,
    unitPrice: 249.5,
    lastRestocked: new Date(2024, 11, 2),
  },
  {
    id: 3,
    product: 'Desk lamp',
    warehouse: 'Porto',
    inStock: 88,
    unitPrice: 39.9,
    lastRestocked: new Date(2025, 1, 20),
  },
  {
    id: 4,
    product: 'Ergonomic chair',
    warehouse: 'Porto',
    inStock: 23,
    unitPrice: 415,
    lastRestocked: new Date(2025, 2, 3),
  },
  {
    id: 5,
    product: 'Monitor arm',
    warehouse: 'Gdansk',
    inStock: 0,
    unitPrice: 89,
    lastRestocked: new Date(2024, 9, 28),
  },
  {
    id: 6,
    product: 'Cable tray',
    warehouse: 'Gdansk',
    inStock: 140,
    unitPrice: 17.25,
    lastRestocked: new Date(2025, 2, 11),
  },
  {
    id: 7,
    product: 'Standing mat',
    warehouse: 'Lyon',
    inStock: 31,
    unitPrice: 59,
    lastRestocked: new Date(2025, 0, 30),
  },
  {
    id: 8,
    product: 'Filing cabinet',
    warehouse: 'Porto',
    inStock: 9,
    unitPrice: 189,
    lastRestocked: new Date(2024, 10, 15),
  },
];

const priceFormatter = new Intl.NumberFormat('en-US', { style: 'currency', currency: 'EUR' });

const columns = [
  { field: 'product', headerName: 'Product', flex: 1, minWidth: 160 },
  { field: 'warehouse', headerName: 'Warehouse', width: 120 },
  { field: 'inStock', headerName: 'In stock', type: 'number', width: 110 },
  {
    field: 'unitPrice',
    headerName: 'Unit price',
    type: 'number',
    width: 130,
    valueFormatter: (value) => (value == null ? '' : priceFormatter.format(value)),
  },
  { field: 'lastRestocked', headerName: 'Last restocked', type: 'date', width: 150 },
];

export default function QuickstartGrid() {
  return (
    <Box sx={{ height: 420, width: '100%' }}>
      <DataGrid
        rows={rows}
        columns={columns}
        initialState={{ pagination: { paginationModel: { page: 0, pageSize: 5 } } }}
        pageSizeOptions={[5, 10]}
      />
    </Box>
  );
}
