import * as React from 'react';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Stack from '@mui/material/Stack';
import { DataGrid } from '@mui/x-data-grid';

const initialRows = [
  { id: 1, item: 'Printer paper (box)', supplier: 'PaperCo', quantity: 12, status: 'Ordered' },
  { id: 2, item: 'Toner cartridge', supplier: 'InkWorks', quantity: 4, status: 'Draft' },
  { id: 3, item: 'Whiteboard markers', supplier: 'OfficeHub', quantity: 30, status: 'Received' },
  { id: 4, item: 'Coffee beans (kg)', supplier: 'Roastery 9', quantity: 6, status: 'Draft' },
  { id: 5, item: 'USB-C chargers', supplier: 'VoltSupply', quantity: 10, status: 'Ordered' },
];

const statusOptions = ['Draft', 'Ordered', 'Received'];

const columns = [
  { field: 'item', headerName: 'Item', flex: 1, minWidth: 170, editable: true },
  { field: 'supplier', headerName: 'Supplier', width: 130 },
  { field: 'quantity', headerName: 'Quantity', type: 'number', width: 110, editable: true },
  {
    field: 'status',
    headerName: 'Status',
    type: 'singleSelect',
    valueOptions: statusOptions,
    width: 130,
    editable: true,
  },
];

export default function EditableCellsGrid() {
  const [rows, setRows] = React.useState(initialRows);
  const [feedback, setFeedback] = React.useState(null);

  // Called when a cell leaves edit mode. Return the row to keep, or throw to reject the edit.
  const processRowUpdate = React.useCallback((newRow, oldRow) => {
    const item = newRow.item.trim();
    if (item === '') {
      throw new Error('The item name cannot be empty.');
    }
    if (!Number.isInteger(newRow.quantity) || newRow.quantity < 0) {
      throw new Error('Quantity must be a whole number of zero or more.');
    }
    const savedRow = { ...newRow, item };
    setRows((previous) => previous.map((row) => (row.id === savedRow.id ? savedRow : row)));
    setFeedback({ severity: 'success', message: `Saved changes to "${oldRow.item}".` });
    return savedRow;
  }, []);

  const handleProcessRowUpdateError = React.useCallback((error) => {
    // The cell stays in edit mode after a rejected update; Escape discards the change.
    const reason = error instanceof Error ? error.message : 'The change could not be saved.';
    setFeedback({ severity: 'error', message: `${reason} Fix the value or press Escape to cancel.` });
  }, []);

  return (
    <Stack spacing={2} sx={{ width: '100%' }}>
      <Box sx={{ height: 360 }}>
        <DataGrid
          rows={rows}
          columns={columns}
          processRowUpdate={processRowUpdate}
          onProcessRowUpdateError={handleProcessRowUpdateError}
          hideFooter
        />
      </Box>
      <Alert severity={feedback?.severity ?? 'info'} role="status">
        {feedback?.message ?? 'Double-click an Item, Quantity or Status cell to edit it.'}
      </Alert>
    </Stack>
  );
}
