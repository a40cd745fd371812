import * as React from 'react';
import Typography from '@mui/material/Typography';
import { DataGrid } from '@mui/x-data-grid';

const rows = [
  { id: 1041, client: 'Northwind Foods', amount: 1280 },
  { id: 1042, client: 'Blue Harbor Labs', amount: 640 },
  { id: 1043, client: 'Orchard & Co', amount: 2150 },
  { id: 1044, client: 'Helix Studio', amount: 395 },
];

const columns = [
  { field: 'id', headerName: 'Invoice', width: 100 },
  { field: 'client', headerName: 'Client', flex: 1, minWidth: 150 },
  { field: 'amount', headerName: 'Amount', type: 'number', width: 110, valueFormatter: (value) => `$${value}` },
];

/** Check rows to act on them together: the total of the checked invoices is shown below. */
export default function OverviewRowSelection() {
  const [selection, setSelection] = React.useState({ type: 'include', ids: new Set() });
  const picked = rows.filter((row) =>
    selection.type === 'include' ? selection.ids.has(row.id) : !selection.ids.has(row.id),
  );
  const total = picked.reduce((sum, row) => sum + row.amount, 0);
  return (
    <div style={{ width: '100%' }}>
      <div style={{ height: 260 }}>
        <DataGrid
          rows={rows}
          columns={columns}
          checkboxSelection
          rowSelectionModel={selection}
          onRowSelectionModelChange={setSelection}
          hideFooter
        />
      </div>
      <Typography role="status" variant="body2" sx={{ mt: 1, color: 'text.secondary' }}>
        {picked.length === 0 ? 'No invoice checked.' : `${picked.length} checked, $${total} to send reminders for.`}
      </Typography>
    </div>
  );
}
