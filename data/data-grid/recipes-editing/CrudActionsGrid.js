import * as React from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import AddIcon from '@mui/icons-material/Add';
import CancelIcon from '@mui/icons-material/Close';
import DeleteIcon from '@mui/icons-material/DeleteOutlined';
import EditIcon from '@mui/icons-material/Edit';
import SaveIcon from '@mui/icons-material/Save';
import {
  DataGrid,
  GridActionsCell,
  GridActionsCellItem,
  GridRowEditStopReasons,
  GridRowModes,
  Toolbar,
} from '@mui/x-data-grid';

const initialRows = [
  { id: 1, name: 'Hedda Berg', role: 'Engineer' },
  { id: 2, name: 'Kwame Mensah', role: 'Designer' },
  { id: 3, name: 'Luz Herrera', role: 'Engineer' },
];

const roles = ['Engineer', 'Designer', 'Manager'];

export default function CrudActionsGrid() {
  const [rows, setRows] = React.useState(initialRows);
  const [rowModesModel, setRowModesModel] = React.useState({});
  const nextId = React.useRef(4);

  const addRow = React.useCallback(() => {
    const id = nextId.current;
    nextId.current += 1;
    setRows((previous) => [...previous, { id, name: '', role: 'Engineer', isNew: true }]);
    setRowModesModel((previous) => ({ ...previous, [id]: { mode: GridRowModes.Edit, fieldToFocus: 'name' } }));
  }, []);

  const setMode = React.useCallback((id, mode, ignoreModifications = false) => {
    setRowModesModel((previous) => ({ ...previous, [id]: { mode, ignoreModifications } }));
  }, []);

  const cancel = React.useCallback(
    (id) => {
      setMode(id, GridRowModes.View, true);
      // A new row that was never saved is removed on cancel.
      setRows((previous) => previous.filter((row) => !(row.id === id && row.isNew)));
    },
    [setMode],
  );

  const remove = React.useCallback((id) => {
    setRows((previous) => previous.filter((row) => row.id !== id));
  }, []);

  // Only the Save button commits; clicking outside the row keeps it in edit mode.
  const handleRowEditStop = (params, event) => {
    if (params.reason === GridRowEditStopReasons.rowFocusOut) {
      event.defaultMuiPrevented = true;
    }
  };

  const processRowUpdate = React.useCallback((newRow) => {
    const saved = { ...newRow, isNew: false };
    setRows((previous) => previous.map((row) => (row.id === saved.id ? saved : row)));
    return saved;
  }, []);

  const columns = React.useMemo(
    () => [
      { field: 'name', headerName: 'Name', flex: 1, editable: true },
      { field: 'role', headerName: 'Role', width: 150, editable: true, type: 'singleSelect', valueOptions: roles },
      {
        field: 'actions',
        type: 'actions',
        headerName: 'Actions',
        width: 110,
        renderCell: (params) => {
          const editing = rowModesModel[params.id]?.mode === GridRowModes.Edit;
          return (
            <GridActionsCell {...params}>
              {editing ? (
                <GridActionsCellItem
                  icon={<SaveIcon />}
                  label="Save"
                  onClick={() => setMode(params.id, GridRowModes.View)}
                />
              ) : (
                <GridActionsCellItem
                  icon={<EditIcon />}
                  label="Edit"
                  onClick={() => setMode(params.id, GridRowModes.Edit)}
                />
              )}
              {editing ? (
                <GridActionsCellItem icon={<CancelIcon />} label="Cancel" onClick={() => cancel(params.id)} />
              ) : (
                <GridActionsCellItem icon={<DeleteIcon />} label="Delete" onClick={() => remove(params.id)} />
              )}
            </GridActionsCell>
          );
        },
      },
    ],
    [rowModesModel, setMode, cancel, remove],
  );

  const AddToolbar = React.useMemo(
    () =>
      function AddRowToolbar() {
        return (
          <Toolbar>
            <Button size="small" startIcon={<AddIcon />} onClick={addRow}>
              Add member
            </Button>
          </Toolbar>
        );
      },
    [addRow],
  );

  return (
    <Box sx={{ height: 360, width: '100%' }}>
      <DataGrid
        rows={rows}
        columns={columns}
        editMode="row"
        rowModesModel={rowModesModel}
        onRowModesModelChange={setRowModesModel}
        onRowEditStop={handleRowEditStop}
        processRowUpdate={processRowUpdate}
        showToolbar
        slots={{ toolbar: AddToolbar }}
        hideFooter
      />
    </Box>
  );
}
