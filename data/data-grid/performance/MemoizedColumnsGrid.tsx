import * as React from 'react';
import Box from '@mui/material/Box';
import ToggleButton from '@mui/material/ToggleButton';
import ToggleButtonGroup from '@mui/material/ToggleButtonGroup';
import { DataGrid, type GridColDef, type GridRowIdGetter } from '@mui/x-data-grid';

interface Product {
  sku: string;
  name: string;
  price: number;
}

const products: Product[] = [
  { sku: 'KB-01', name: 'Keyboard', price: 79 },
  { sku: 'MS-02', name: 'Mouse', price: 25 },
  { sku: 'DK-03', name: 'Dock', price: 189 },
  { sku: 'HS-04', name: 'Headset', price: 99 },
];

// Module-level callback: the same function on every render.
const getRowId: GridRowIdGetter<Product> = (row) => row.sku;

export default function MemoizedColumnsGrid() {
  const [currency, setCurrency] = React.useState('USD');

  // Recreated only when the currency changes, not on every render.
  const columns = React.useMemo<GridColDef<Product>[]>(() => {
    const formatter = new Intl.NumberFormat('en-US', { style: 'currency', currency });
    return [
      { field: 'sku', headerName: 'SKU', width: 100 },
      { field: 'name', headerName: 'Name', flex: 1 },
      {
        field: 'price',
        headerName: 'Price',
        type: 'number',
        width: 130,
        valueFormatter: (value?: number) => (value == null ? '' : formatter.format(value)),
      },
    ];
  }, [currency]);

  return (
    <Box sx={{ width: '100%' }}>
      <ToggleButtonGroup
        size="small"
        exclusive
        value={currency}
        onChange={(_event, value: string | null) => value && setCurrency(value)}
        sx={{ mb: 1 }}
      >
        <ToggleButton value="USD">USD</ToggleButton>
        <ToggleButton value="EUR">EUR</ToggleButton>
        <ToggleButton value="JPY">JPY</ToggleButton>
      </ToggleButtonGroup>
      <Box sx={{ height: 280 }}>
        <DataGrid rows={products} columns={columns} getRowId={getRowId} hideFooter />
      </Box>
    </Box>
  );
}
