import * as React from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { DataGrid, createRowSelectionManager, type GridColDef, type GridRowSelectionModel } from '@mui/x-data-grid';
import { tasks, type Task } from './tasks';

const columns: GridColDef<Task>[] = [
  { field: 'title', headerName: 'Task', flex: 1, minWidth: 170 },
  { field: 'owner', headerName: 'Owner', width: 100 },
  { field: 'points', headerName: 'Points', type: 'number', width: 90 },
];

export default function ControlledSelectionGrid() {
  // v8 shape: { type, ids } where ids is a Set.
  const [selection, setSelection] = React.useState<GridRowSelectionModel>({ type: 'include', ids: new Set([2, 4]) });

  // The manager understands both 'include' and 'exclude' models.
  const manager = createRowSelectionManager(selection);
  const selected = tasks.filter((task) => manager.has(task.id));
  const points = selected.reduce((sum, task) => sum + task.points, 0);

  const selectOwner = (owner: string) => {
    setSelection({
      type: 'include',
      ids: new Set(tasks.filter((task) => task.owner === owner).map((task) => task.id)),
    });
  };

  return (
    <Stack spacing={1}>
      <Stack direction="row" spacing={1} sx={{ alignItems: 'center', flexWrap: 'wrap' }}>
        <Button size="small" variant="outlined" onClick={() => selectOwner('Aiko')}>
          Select Aiko&apos;s tasks
        </Button>
        <Button size="small" onClick={() => setSelection({ type: 'include', ids: new Set() })}>
          Clear
        </Button>
        <Typography variant="body2" color="text.secondary">
          {selected.length} selected, {points} points
        </Typography>
      </Stack>
      <Box sx={{ height: 420, width: '100%' }}>
        <DataGrid
          rows={tasks}
          columns={columns}
          checkboxSelection
          rowSelectionModel={selection}
          onRowSelectionModelChange={setSelection}
        />
      </Box>
    </Stack>
  );
}
