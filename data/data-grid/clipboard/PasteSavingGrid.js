import * as React from 'react';
import Box from '@mui/material/Box';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { DataGridPremium } from '@mui/x-data-grid-premium';

const initialRows = [
  { id: 1, product: 'Oat milk 1 L', price: 2.1 },
  { id: 2, product: 'Rye bread', price: 3.4 },
  { id: 3, product: 'Free-range eggs (6)', price: 2.9 },
  { id: 4, product: 'Cheddar 200 g', price: 3.75 },
];

const columns = [
  { field: 'product', headerName: 'Product', flex: 1, minWidth: 170 },
  { field: 'price', headerName: 'Price (€)', type: 'number', width: 120, editable: true },
];

// A fake server that stores one row in 500 ms.
const saveRow = (row) => new Promise((resolve) => setTimeout(() => resolve(row), 500));

export default function PasteSavingGrid() {
  const [saving, setSaving] = React.useState(false);
  const [status, setStatus] = React.useState('Copy a column of prices and paste it into the Price column.');

  const processRowUpdate = React.useCallback((newRow) => saveRow(newRow), []);

  const handlePasteStart = (params) => {
    setSaving(true);
    setStatus(`Saving ${params.data.length} pasted line(s)…`);
  };

  // Called once every pasted row went through processRowUpdate.
  const handlePasteEnd = (params) => {
    setSaving(false);
    setStatus(`Saved ${params.newRows.size} row(s) changed by the paste.`);
  };

  return (
    <Stack spacing={1} sx={{ width: '100%' }}>
      <Typography variant="body2" role="status">
        {status}
      </Typography>
      <Box sx={{ height: 300 }}>
        <DataGridPremium
          rows={initialRows}
          columns={columns}
          cellSelection
          disableRowSelectionOnClick
          loading={saving}
          processRowUpdate={processRowUpdate}
          onClipboardPasteStart={handlePasteStart}
          onClipboardPasteEnd={handlePasteEnd}
          hideFooter
        />
      </Box>
    </Stack>
  );
}
