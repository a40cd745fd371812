import * as React from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import { DataGrid, useGridApiRef } from '@mui/x-data-grid';

const rows = [
  { id: 1, product: 'Oat milk', supplier: 'Nordic Farms', price: 2.4, stock: 120 },
  { id: 2, product: 'Rye bread', supplier: 'Bakehouse 9', price: 3.1, stock: 45 },
  { id: 3, product: 'Goat cheese', supplier: 'Alpine Dairy', price: 6.8, stock: 18 },
  { id: 4, product: 'Honey', supplier: 'Bee Well', price: 7.5, stock: 60 },
  { id: 5, product: 'Olive oil', supplier: 'Sol y Oliva', price: 9.9, stock: 32 },
];

const columns = [
  { field: 'product', headerName: 'Product', flex: 1 },
  { field: 'supplier', headerName: 'Supplier', flex: 1 },
  { field: 'price', headerName: 'Price (€)', type: 'number', width: 100 },
  { field: 'stock', headerName: 'Stock', type: 'number', width: 90 },
];

export default function CsvPreviewGrid() {
  const apiRef = useGridApiRef();
  const [csv, setCsv] = React.useState('');

  const readSelection = () => {
    const api = apiRef.current;
    if (!api) {
      return;
    }
    const selected = [...api.getSelectedRows().keys()];
    // The same text the CSV export would download, returned as a string instead.
    const text = api.getDataAsCsv({
      delimiter: ';',
      fields: ['product', 'price'],
      getRowsToExport: () => (selected.length > 0 ? selected : api.getSortedRowIds()),
    });
    setCsv(text);
  };

  return (
    <Stack spacing={1}>
      <Box sx={{ height: 320, width: '100%' }}>
        <DataGrid apiRef={apiRef} rows={rows} columns={columns} checkboxSelection hideFooter />
      </Box>
      <Box>
        <Button variant="outlined" size="small" onClick={readSelection}>
          Read the selected rows as CSV
        </Button>
      </Box>
      <TextField
        label="CSV text"
        value={csv}
        multiline
        minRows={3}
        slotProps={{ input: { readOnly: true, sx: { fontFamily: 'monospace' } } }}
      />
    </Stack>
  );
}
