import * as React from 'react';
import Box from '@mui/material/Box';
import { DataGrid } from '@mui/x-data-grid';

const initialRows = [
  { id: 1, name: 'Ada Brooks', email: 'ada@example.com', phone: '+1 555 0101' },
  { id: 2, name: 'Bilal Khan', email: 'bilal@example.com', phone: '+44 20 7946 0102' },
  { id: 3, name: 'Chiara Conti', email: 'chiara@example.com', phone: '+39 06 0103' },
  { id: 4, name: 'Dmitri Orlov', email: 'dmitri@example.com', phone: '+49 30 0104' },
];

const columns = [
  { field: 'name', headerName: 'Name', flex: 1, minWidth: 140, editable: true },
  { field: 'email', headerName: 'Email', flex: 1, minWidth: 180, editable: true },
  { field: 'phone', headerName: 'Phone', width: 170, editable: true },
];

// editMode="row": double-click a cell and every editable cell of that row becomes an input.
export default function RowEditingGrid() {
  const [rows, setRows] = React.useState(initialRows);

  const processRowUpdate = React.useCallback((newRow) => {
    setRows((previous) => previous.map((row) => (row.id === newRow.id ? newRow : row)));
    return newRow;
  }, []);

  return (
    <Box sx={{ height: 300, width: '100%' }}>
      <DataGrid rows={rows} columns={columns} editMode="row" processRowUpdate={processRowUpdate} hideFooter />
    </Box>
  );
}
