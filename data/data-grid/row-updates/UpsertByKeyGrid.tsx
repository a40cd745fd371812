import * as React from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { DataGridPro, useGridApiRef, type GridColDef, type GridRowModelUpdate } from '@mui/x-data-grid-pro';

// The warehouse system identifies items by SKU; there is no `id` field.
interface StockItem {
  sku: string;
  name: string;
  stock: number;
}

const initialRows: StockItem[] = [
  { sku: 'TEA-01', name: 'Green tea', stock: 40 },
  { sku: 'TEA-02', name: 'Black tea', stock: 25 },
  { sku: 'CUP-10', name: 'Travel cup', stock: 12 },
];

const columns: GridColDef<StockItem>[] = [
  { field: 'sku', headerName: 'SKU', width: 110 },
  { field: 'name', headerName: 'Name', flex: 1 },
  { field: 'stock', headerName: 'Stock', type: 'number', width: 100 },
];

// One message from the warehouse: two stock changes, a new item and a removal, all keyed by SKU.
const delivery: GridRowModelUpdate[] = [
  { sku: 'TEA-01', stock: 52 },
  { sku: 'CUP-10', stock: 30 },
  { sku: 'POT-05', name: 'Teapot', stock: 8 },
  { sku: 'TEA-02', _action: 'delete' },
];

const getRowId = (row: StockItem) => row.sku;

export default function UpsertByKeyGrid() {
  const apiRef = useGridApiRef();
  const [status, setStatus] = React.useState('Rows as first loaded.');

  const applyDelivery = () => {
    apiRef.current?.updateRows(delivery);
    setStatus('Applied 4 changes in one updateRows call, matched by SKU.');
  };

  const reload = () => {
    apiRef.current?.setRows(initialRows);
    setStatus('All rows replaced with setRows.');
  };

  return (
    <Stack spacing={1}>
      <Stack direction="row" spacing={1}>
        <Button size="small" variant="contained" onClick={applyDelivery}>
          Apply warehouse message
        </Button>
        <Button size="small" variant="outlined" onClick={reload}>
          Reload original rows
        </Button>
      </Stack>
      <Box sx={{ height: 300, width: '100%' }}>
        <DataGridPro apiRef={apiRef} rows={initialRows} columns={columns} getRowId={getRowId} hideFooter />
      </Box>
      <Typography variant="body2" role="status">
        {status}
      </Typography>
    </Stack>
  );
}
