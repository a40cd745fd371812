import Box from '@mui/material/Box';
import { DataGrid } from '@mui/x-data-grid';

const usd = new Intl.NumberFormat('en-US', { style: 'currency', currency: 'USD' });

// A reusable "column type": every property a price column needs, without a field.
const usdPrice = {
  type: 'number',
  width: 130,
  valueFormatter: (value) => (value == null ? '' : usd.format(value)),
  cellClassName: 'usd-price',
};

const rows = [
  { id: 1, name: 'Ceramic mug', cost: 3.2, price: 12, discountPrice: 9.5 },
  { id: 2, name: 'Linen tote', cost: 5.8, price: 24, discountPrice: 19 },
  { id: 3, name: 'Notebook set', cost: 4.1, price: 15.5, discountPrice: 12 },
  { id: 4, name: 'Desk plant', cost: 7.4, price: 29, discountPrice: 25 },
];

// Spread the type, then add or override what differs per column.
const columns = [
  { field: 'name', headerName: 'Item', flex: 1, minWidth: 140 },
  { field: 'cost', headerName: 'Cost', ...usdPrice },
  { field: 'price', headerName: 'Price', ...usdPrice, editable: true },
  { field: 'discountPrice', headerName: 'Sale price', ...usdPrice, width: 140 },
];

export default function UsdPriceTypeGrid() {
  return (
    <Box sx={{ height: 300, width: '100%', '& .usd-price': { fontVariantNumeric: 'tabular-nums' } }}>
      <DataGrid rows={rows} columns={columns} hideFooter />
    </Box>
  );
}
