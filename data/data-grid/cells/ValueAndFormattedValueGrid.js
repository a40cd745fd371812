import * as React from 'react';
import Box from '@mui/material/Box';
import Chip from '@mui/material/Chip';
import Typography from '@mui/material/Typography';
import { DataGrid } from '@mui/x-data-grid';

// A fixed "today" keeps the demo stable whatever day it is opened.
const today = new Date(2026, 2, 10);
const day = 24 * 60 * 60 * 1000;

const rows = [
  { id: 1, task: 'Renew domain', due: new Date(2026, 2, 8), done: false },
  { id: 2, task: 'Send invoices', due: new Date(2026, 2, 12), done: false },
  { id: 3, task: 'Back up database', due: new Date(2026, 2, 9), done: true },
  { id: 4, task: 'Plan sprint', due: new Date(2026, 2, 20), done: false },
  { id: 5, task: 'Rotate API keys', due: new Date(2026, 2, 11), done: false },
];

const labels = { ok: 'On track', soon: 'Due soon', late: 'Overdue' };
// Chip colors whose white text keeps enough contrast.
const colors = { ok: 'success', soon: 'primary', late: 'error' };

const columns = [
  { field: 'task', headerName: 'Task', flex: 1, minWidth: 150 },
  { field: 'due', headerName: 'Due', type: 'date', width: 130 },
  {
    field: 'health',
    headerName: 'Health',
    width: 150,
    // 1. The value: a short code derived from two fields.
    valueGetter: (_value, row) => {
      const daysLeft = (row.due.getTime() - today.getTime()) / day;
      if (row.done || daysLeft > 3) {
        return 'ok';
      }
      return daysLeft < 0 ? 'late' : 'soon';
    },
    // 2. The text a person reads.
    valueFormatter: (value) => labels[value],
    // 3. The element: the color comes from the value, the label from the formatted value.
    renderCell: (params) => <Chip size="small" color={colors[params.value]} label={params.formattedValue} />,
  },
];

export default function ValueAndFormattedValueGrid() {
  const [clicked, setClicked] = React.useState(null);

  return (
    <Box sx={{ width: '100%' }}>
      <Typography variant="body2" role="status" sx={{ mb: 1, minHeight: 24 }}>
        {clicked
          ? `${clicked.field}: value = ${JSON.stringify(clicked.value)}, formattedValue = ${JSON.stringify(clicked.formattedValue)}`
          : 'Click a cell to see the value and the formatted value the grid holds for it.'}
      </Typography>
      <Box sx={{ height: 330 }}>
        <DataGrid rows={rows} columns={columns} hideFooter onCellClick={(params) => setClicked(params)} />
      </Box>
    </Box>
  );
}
