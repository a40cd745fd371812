import * as React from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import {
  DataGridPremium,
  Toolbar,
  gridHistoryCanRedoSelector,
  gridHistoryCanUndoSelector,
  useGridApiContext,
  useGridSelector,
  type GridColDef,
} from '@mui/x-data-grid-premium';

interface Task {
  id: number;
  task: string;
  owner: string;
}

const initialRows: Task[] = [
  { id: 1, task: 'Draft the budget', owner: 'Ilse' },
  { id: 2, task: 'Book the venue', owner: 'Marco' },
  { id: 3, task: 'Send invitations', owner: 'Sana' },
];

const columns: GridColDef<Task>[] = [
  { field: 'task', headerName: 'Task', flex: 1, editable: true },
  { field: 'owner', headerName: 'Owner', width: 140, editable: true },
];

// A custom toolbar: selectors tell whether each step is available.
function HistoryToolbar() {
  const apiRef = useGridApiContext();
  const canUndo = useGridSelector(apiRef, gridHistoryCanUndoSelector);
  const canRedo = useGridSelector(apiRef, gridHistoryCanRedoSelector);
  return (
    <Toolbar>
      <Stack direction="row" spacing={1}>
        <Button size="small" variant="outlined" disabled={!canUndo} onClick={() => apiRef.current.history.undo()}>
          Undo
        </Button>
        <Button size="small" variant="outlined" disabled={!canRedo} onClick={() => apiRef.current.history.redo()}>
          Redo
        </Button>
        <Button size="small" onClick={() => apiRef.current.history.clear()}>
          Clear history
        </Button>
      </Stack>
    </Toolbar>
  );
}

export default function UndoRedoApiGrid() {
  const [lastAction, setLastAction] = React.useState('Edit a cell, then undo it.');

  const processRowUpdate = React.useCallback((newRow: Task) => newRow, []);

  return (
    <Stack spacing={1}>
      <Typography variant="body2" color="text.secondary">
        {lastAction}
      </Typography>
      <Box sx={{ height: 300, width: '100%' }}>
        <DataGridPremium
          showToolbar
          slots={{ toolbar: HistoryToolbar }}
          rows={initialRows}
          columns={columns}
          processRowUpdate={processRowUpdate}
          historyStackSize={10}
          onUndo={() => setLastAction('Undo applied')}
          onRedo={() => setLastAction('Redo applied')}
          hideFooter
        />
      </Box>
    </Stack>
  );
}
