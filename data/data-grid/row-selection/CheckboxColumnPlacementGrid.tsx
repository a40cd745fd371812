import Box from '@mui/material/Box';
import { DataGrid, GRID_CHECKBOX_SELECTION_COL_DEF, type GridColDef } from '@mui/x-data-grid';
import { tasks, type Task } from './tasks';

const columns: GridColDef<Task>[] = [
  { field: 'title', headerName: 'Task', flex: 1, minWidth: 170 },
  { field: 'owner', headerName: 'Owner', width: 100 },
  { field: 'status', headerName: 'Status', width: 110 },
  { field: 'points', headerName: 'Points', type: 'number', width: 90 },
  // Listing the selection column keeps it where it is placed; the keys after the spread override the defaults.
  { ...GRID_CHECKBOX_SELECTION_COL_DEF, width: 80 },
];

export default function CheckboxColumnPlacementGrid() {
  return (
    <Box sx={{ height: 420, width: '100%' }}>
      <DataGrid rows={tasks} columns={columns} checkboxSelection disableRowSelectionOnClick />
    </Box>
  );
}
