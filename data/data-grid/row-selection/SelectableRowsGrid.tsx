import Box from '@mui/material/Box';
import { DataGrid, type GridColDef, type GridRowParams } from '@mui/x-data-grid';
import { tasks, type Task } from './tasks';

const columns: GridColDef<Task>[] = [
  { field: 'title', headerName: 'Task', flex: 1, minWidth: 170 },
  { field: 'status', headerName: 'Status', width: 110 },
];

// Locked tasks cannot be selected: their checkbox is disabled and "select all" skips them.
const isRowSelectable = (params: GridRowParams<Task>) => params.row.status !== 'Locked';

export default function SelectableRowsGrid() {
  return (
    <Box sx={{ height: 420, width: '100%' }}>
      <DataGrid rows={tasks} columns={columns} checkboxSelection isRowSelectable={isRowSelectable} />
    </Box>
  );
}
