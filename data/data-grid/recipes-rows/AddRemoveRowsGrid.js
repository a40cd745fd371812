import * as React from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import { DataGrid, createRowSelectionManager } from '@mui/x-data-grid';

const firstNames = ['Ana', 'Ben', 'Cleo', 'Dev', 'Eli', 'Fay', 'Gus', 'Hana'];

const columns = [
  { field: 'name', headerName: 'Guest', flex: 1, editable: true },
  { field: 'table', headerName: 'Table', type: 'number', width: 100, editable: true },
];

export default function AddRemoveRowsGrid() {
  const [rows, setRows] = React.useState([
    { id: 1, name: 'Ana', table: 1 },
    { id: 2, name: 'Ben', table: 1 },
    { id: 3, name: 'Cleo', table: 2 },
  ]);
  const [selection, setSelection] = React.useState({ type: 'include', ids: new Set() });
  const nextId = React.useRef(4);

  const addGuest = () => {
    const id = nextId.current;
    nextId.current += 1;
    setRows((previous) => [...previous, { id, name: firstNames[id % firstNames.length], table: 1 + (id % 4) }]);
  };

  // Works for both 'include' and 'exclude' selection models.
  const removeSelected = () => {
    const manager = createRowSelectionManager(selection);
    setRows((previous) => previous.filter((row) => !manager.has(row.id)));
    setSelection({ type: 'include', ids: new Set() });
  };

  const processRowUpdate = React.useCallback((newRow) => {
    setRows((previous) => previous.map((row) => (row.id === newRow.id ? newRow : row)));
    return newRow;
  }, []);

  return (
    <Stack spacing={1}>
      <Stack direction="row" spacing={1}>
        <Button size="small" variant="outlined" onClick={addGuest}>
          Add guest
        </Button>
        <Button size="small" variant="outlined" color="error" onClick={removeSelected}>
          Remove selected
        </Button>
      </Stack>
      <Box sx={{ height: 340, width: '100%' }}>
        <DataGrid
          rows={rows}
          columns={columns}
          checkboxSelection
          disableRowSelectionOnClick
          rowSelectionModel={selection}
          onRowSelectionModelChange={setSelection}
          processRowUpdate={processRowUpdate}
        />
      </Box>
    </Stack>
  );
}
