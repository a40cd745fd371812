import * as React from 'react';
import Box from '@mui/material/Box';
import Snackbar from '@mui/material/Snackbar';
import { DataGrid, type GridColDef } from '@mui/x-data-grid';

const columns: GridColDef[] = [
  { field: 'code', headerName: 'Code', flex: 1 },
  { field: 'description', headerName: 'Description', flex: 2 },
  { field: 'qty', headerName: 'Qty', type: 'number', width: 90 },
];

const rows = [
  { id: 1, code: 'A-100', description: 'Hex bolts M6', qty: 4 },
  { id: 2, code: 'B-220', description: 'Washers 6 mm', qty: 11 },
  { id: 3, code: 'C-310', description: 'Wood screws 4×40', qty: 25 },
  { id: 4, code: 'D-415', description: 'Wall plugs', qty: 30 },
];

// Select rows, focus a cell, and press Ctrl/Cmd + C.
export default function CopyWithFeedbackGrid() {
  const [message, setMessage] = React.useState('');

  return (
    <Box sx={{ height: 300, width: '100%' }}>
      <DataGrid
        rows={rows}
        columns={columns}
        checkboxSelection
        hideFooter
        onClipboardCopy={(copiedText: string) => setMessage(`Copied ${copiedText.split('\n').length} line(s)`)}
      />
      <Snackbar open={message !== ''} autoHideDuration={2000} onClose={() => setMessage('')} message={message} />
    </Box>
  );
}
