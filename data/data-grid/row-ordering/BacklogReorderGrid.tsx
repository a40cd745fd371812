import * as React from 'react';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { DataGridPro, type GridColDef, type GridRowOrderChangeParams } from '@mui/x-data-grid-pro';

interface Task {
  id: number;
  title: string;
  estimate: number;
}

const initialRows: Task[] = [
  { id: 1, title: 'Write release notes', estimate: 2 },
  { id: 2, title: 'Fix flaky test', estimate: 3 },
  { id: 3, title: 'Review design', estimate: 1 },
  { id: 4, title: 'Upgrade build tooling', estimate: 5 },
  { id: 5, title: 'Plan next sprint', estimate: 1 },
];

const columns: GridColDef<Task>[] = [
  { field: 'title', headerName: 'Task', flex: 1 },
  { field: 'estimate', headerName: 'Days', type: 'number', width: 90 },
];

function moveItem<T>(items: T[], from: number, to: number): T[] {
  const next = [...items];
  const [moved] = next.splice(from, 1);
  next.splice(to, 0, moved);
  return next;
}

export default function BacklogReorderGrid() {
  const [rows, setRows] = React.useState<Task[]>(initialRows);

  const handleRowOrderChange = React.useCallback((params: GridRowOrderChangeParams) => {
    setRows((previous) => moveItem(previous, params.oldIndex, params.targetIndex));
  }, []);

  return (
    <Box sx={{ width: '100%' }}>
      <Typography variant="body2" color="text.secondary" sx={{ mb: 1 }}>
        Saved order: {rows.map((row) => row.id).join(', ')}
      </Typography>
      <Box sx={{ height: 340 }}>
        <DataGridPro rows={rows} columns={columns} rowReordering onRowOrderChange={handleRowOrderChange} hideFooter />
      </Box>
    </Box>
  );
}
