import * as React from 'react';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { DataGridPremium } from '@mui/x-data-grid-premium';

const rows = [
  { id: 1, team: 'Platform', q1: 42, q2: 38, q3: 51, q4: 47 },
  { id: 2, team: 'Mobile', q1: 27, q2: 31, q3: 29, q4: 35 },
  { id: 3, team: 'Data', q1: 33, q2: 36, q3: 40, q4: 44 },
  { id: 4, team: 'Design', q1: 18, q2: 21, q3: 19, q4: 24 },
];

const quarters = ['q1', 'q2', 'q3', 'q4'];

const columns = [
  { field: 'team', headerName: 'Team', width: 120 },
  ...quarters.map((q) => ({
    field: q,
    headerName: `${q.toUpperCase()} (k$)`,
    type: 'number',
    width: 100,
  })),
];

export default function SelectionSumGrid() {
  const [model, setModel] = React.useState({ 1: { q1: true, q2: true } });

  // A status bar like a spreadsheet's: count and sum of the selected numbers.
  let count = 0;
  let sum = 0;
  Object.entries(model).forEach(([id, fields]) => {
    const row = rows.find((item) => String(item.id) === id);
    Object.entries(fields).forEach(([field, selected]) => {
      const value = row?.[field];
      if (selected && typeof value === 'number' && field !== 'id') {
        count += 1;
        sum += value;
      }
    });
  });

  return (
    <Box sx={{ width: '100%' }}>
      <Box sx={{ height: 280 }}>
        <DataGridPremium
          rows={rows}
          columns={columns}
          cellSelection
          disableRowSelectionOnClick
          cellSelectionModel={model}
          onCellSelectionModelChange={(newModel) => setModel(newModel)}
          hideFooter
        />
      </Box>
      <Typography variant="body2" sx={{ mt: 1 }}>
        {count} number(s) selected · Sum: {sum}k$ · Average: {count ? (sum / count).toFixed(1) : '–'}k$
      </Typography>
    </Box>
  );
}
