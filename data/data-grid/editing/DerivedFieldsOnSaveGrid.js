import * as React from 'react';
import Box from '@mui/material/Box';
import { DataGrid } from '@mui/x-data-grid';

function withTotal(line) {
  return { ...line, total: line.hours * line.rate };
}

const initialRows = [
  withTotal({ id: 1, item: 'Discovery workshop', hours: 6, rate: 120, revision: 1, lastChange: '' }),
  withTotal({ id: 2, item: 'Interface design', hours: 24, rate: 95, revision: 1, lastChange: '' }),
  withTotal({ id: 3, item: 'Accessibility review', hours: 8, rate: 110, revision: 1, lastChange: '' }),
];

const editableFields = ['item', 'hours', 'rate'];

const columns = [
  { field: 'item', headerName: 'Item', flex: 1, minWidth: 170, editable: true },
  { field: 'hours', headerName: 'Hours', type: 'number', width: 90, editable: true },
  { field: 'rate', headerName: 'Rate ($)', type: 'number', width: 100, editable: true },
  { field: 'total', headerName: 'Total ($)', type: 'number', width: 110 },
  { field: 'revision', headerName: 'Revision', type: 'number', width: 100 },
  { field: 'lastChange', headerName: 'Last change', width: 170 },
];

// The row returned here is the row the grid keeps, including fields no editor touched.
function processRowUpdate(newRow, oldRow) {
  const changed = editableFields.filter((field) => newRow[field] !== oldRow[field]);
  if (changed.length === 0) {
    // Leaving a cell without changing it still commits; keep the revision as it was.
    return oldRow;
  }
  return {
    ...withTotal(newRow),
    revision: oldRow.revision + 1,
    lastChange: `${changed.join(', ')}: ${changed.map((field) => oldRow[field]).join(', ')} → ${changed
      .map((field) => newRow[field])
      .join(', ')}`,
  };
}

export default function DerivedFieldsOnSaveGrid() {
  return (
    <Box sx={{ height: 300, width: '100%' }}>
      <DataGrid rows={initialRows} columns={columns} processRowUpdate={processRowUpdate} hideFooter />
    </Box>
  );
}
