import * as React from 'react';
import Typography from '@mui/material/Typography';
import { DataGridPremium } from '@mui/x-data-grid-premium';

const rows = [
  { id: 'Week 1', mon: 12, tue: 15, wed: 9, thu: 14, fri: 20 },
  { id: 'Week 2', mon: 11, tue: 17, wed: 13, thu: 16, fri: 22 },
  { id: 'Week 3', mon: 14, tue: 12, wed: 15, thu: 18, fri: 19 },
  { id: 'Week 4', mon: 10, tue: 16, wed: 14, thu: 13, fri: 24 },
];

const DAYS = ['mon', 'tue', 'wed', 'thu', 'fri'];

const columns = [
  { field: 'id', headerName: 'Orders', width: 110 },
  ...DAYS.map((day) => ({
    field: day,
    headerName: day.charAt(0).toUpperCase() + day.slice(1),
    type: 'number',
    width: 90,
  })),
];

/** Drag across cells (or Shift+click) to select a range, as in a spreadsheet: the sum follows the selection. */
export default function OverviewCellSelection() {
  const [selection, setSelection] = React.useState({});
  let count = 0;
  let sum = 0;
  for (const [rowId, fields] of Object.entries(selection)) {
    const row = rows.find((candidate) => candidate.id === rowId);
    for (const [field, isSelected] of Object.entries(fields)) {
      const value = row?.[field];
      if (isSelected && typeof value === 'number') {
        count += 1;
        sum += value;
      }
    }
  }
  return (
    <div style={{ width: '100%' }}>
      <div style={{ height: 260 }}>
        <DataGridPremium
          rows={rows}
          columns={columns}
          cellSelection
          cellSelectionModel={selection}
          onCellSelectionModelChange={setSelection}
          disableRowSelectionOnClick
          hideFooter
        />
      </div>
      <Typography role="status" variant="body2" sx={{ mt: 1, color: 'text.secondary' }}>
        {count === 0 ? 'Select some order counts.' : `${count} cells selected, ${sum} orders in total.`}
      </Typography>
    </div>
  );
}
