import * as React from 'react';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { DataGridPremium } from '@mui/x-data-grid-premium';

const initialRows = [
  { id: 1, sku: 'LAMP-01', warehouse: 'Leeds', onHand: 12 },
  { id: 2, sku: 'LAMP-02', warehouse: 'Leeds', onHand: 3 },
  { id: 3, sku: 'DESK-10', warehouse: 'Porto', onHand: 8 },
  { id: 4, sku: 'CHAIR-7', warehouse: 'Porto', onHand: 20 },
];

const columns = [
  { field: 'sku', headerName: 'SKU', width: 120 },
  { field: 'warehouse', headerName: 'Warehouse', width: 130, editable: true },
  {
    field: 'onHand',
    headerName: 'On hand',
    type: 'number',
    width: 110,
    editable: true,
    // Accept "1,200" or " 7 " from spreadsheets.
    pastedValueParser: (text) => Number(text.replace(/[^0-9.-]/g, '')),
  },
];

// Copy a range (for example from a spreadsheet), select cells here, then press Ctrl/Cmd + V.
export default function PasteIntoGrid() {
  const [updates, setUpdates] = React.useState(0);

  const processRowUpdate = React.useCallback((newRow) => {
    setUpdates((count) => count + 1);
    return newRow;
  }, []);

  return (
    <Box sx={{ width: '100%' }}>
      <Typography variant="body2" color="text.secondary" sx={{ mb: 1 }}>
        Rows updated by edits or paste: {updates}
      </Typography>
      <Box sx={{ height: 300 }}>
        <DataGridPremium
          rows={initialRows}
          columns={columns}
          cellSelection
          disableRowSelectionOnClick
          processRowUpdate={processRowUpdate}
          hideFooter
        />
      </Box>
    </Box>
  );
}
