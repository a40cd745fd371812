import * as React from 'react';
import Box from '@mui/material/Box';
import { DataGridPremium, type GridColDef } from '@mui/x-data-grid-premium';

interface Delivery {
  id: number;
  supplier: string;
  due: Date | null;
}

const initialRows: Delivery[] = [
  { id: 1, supplier: 'Nordic Timber', due: null },
  { id: 2, supplier: 'Alpine Glass', due: null },
  { id: 3, supplier: 'Coastal Steel', due: null },
];

// Reads "31.03.2025" (day first, as many European spreadsheets write it) and "2025-03-31".
// `undefined` tells the grid to skip the cell, so text that is not a date leaves the old value.
function parsePastedDate(text: string): Date | undefined {
  const value = text.trim();
  const dayFirst = /^(\d{1,2})\.(\d{1,2})\.(\d{4})$/.exec(value);
  const isoDate = /^(\d{4})-(\d{2})-(\d{2})$/.exec(value);
  if (dayFirst) {
    return new Date(Number(dayFirst[3]), Number(dayFirst[2]) - 1, Number(dayFirst[1]));
  }
  if (isoDate) {
    return new Date(Number(isoDate[1]), Number(isoDate[2]) - 1, Number(isoDate[3]));
  }
  return undefined;
}

// A fixed locale keeps the server and browser renders identical.
const dateFormat = new Intl.DateTimeFormat('en-GB', { dateStyle: 'medium' });

const columns: GridColDef<Delivery>[] = [
  { field: 'supplier', headerName: 'Supplier', flex: 1 },
  {
    field: 'due',
    headerName: 'Due',
    type: 'date',
    width: 160,
    editable: true,
    pastedValueParser: (value: string) => parsePastedDate(value),
    valueFormatter: (value: Date | null) => (value ? dateFormat.format(value) : ''),
  },
];

export default function PastedDatesGrid() {
  const [rows, setRows] = React.useState(initialRows);

  return (
    <Box sx={{ width: '100%' }}>
      <Box
        component="pre"
        sx={{ m: 0, mb: 1, p: 1.5, bgcolor: 'action.hover', borderRadius: 1, fontSize: 13, overflowX: 'auto' }}
      >
        {'31.03.2025\n2025-04-15\nnext Tuesday'}
      </Box>
      <Box sx={{ height: 240 }}>
        <DataGridPremium
          aria-label="Deliveries"
          rows={rows}
          columns={columns}
          cellSelection
          disableRowSelectionOnClick
          processRowUpdate={(newRow: Delivery) => {
            setRows((previous) => previous.map((row) => (row.id === newRow.id ? newRow : row)));
            return newRow;
          }}
          hideFooter
        />
      </Box>
    </Box>
  );
}
