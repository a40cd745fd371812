import * as React from 'react';
import Box from '@mui/material/Box';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { DataGrid, type GridColDef, type GridRowSelectionModel } from '@mui/x-data-grid';
import { tasks, type Task } from './tasks';

const columns: GridColDef<Task>[] = [
  { field: 'title', headerName: 'Task', flex: 1, minWidth: 170 },
  { field: 'owner', headerName: 'Owner', width: 100 },
  { field: 'status', headerName: 'Status', width: 110 },
];

export default function SingleCheckboxGrid() {
  const [selection, setSelection] = React.useState<GridRowSelectionModel>({ type: 'include', ids: new Set([1]) });
  // With disableMultipleRowSelection, the model never holds more than one id.
  const [selectedId] = Array.from(selection.ids);
  const task = tasks.find((item) => item.id === selectedId);

  return (
    <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2}>
      <Box sx={{ height: 380, flex: 2, minWidth: 0 }}>
        <DataGrid
          rows={tasks}
          columns={columns}
          checkboxSelection
          disableMultipleRowSelection
          rowSelectionModel={selection}
          onRowSelectionModelChange={setSelection}
          hideFooter
        />
      </Box>
      <Paper variant="outlined" sx={{ flex: 1, p: 2 }}>
        <Typography variant="subtitle2" component="h3">
          Details
        </Typography>
        {task ? (
          <Typography variant="body2" sx={{ mt: 1 }}>
            <strong>{task.title}</strong>
            <br />
            {task.owner} · {task.status} · {task.points} points
          </Typography>
        ) : (
          <Typography variant="body2" color="text.secondary" sx={{ mt: 1 }}>
            Select a task to see its details.
          </Typography>
        )}
      </Paper>
    </Stack>
  );
}
