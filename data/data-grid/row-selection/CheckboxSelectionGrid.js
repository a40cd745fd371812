import Box from '@mui/material/Box';
import { DataGrid } from '@mui/x-data-grid';
import { tasks } from './tasks';

const columns = [
  { field: 'title', headerName: 'Task', flex: 1, minWidth: 170 },
  { field: 'owner', headerName: 'Owner', width: 100 },
  { field: 'status', headerName: 'Status', width: 110 },
  { field: 'points', headerName: 'Points', type: 'number', width: 90 },
];

export default function CheckboxSelectionGrid() {
  return (
    <Box sx={{ height: 420, width: '100%' }}>
      <DataGrid rows={tasks} columns={columns} checkboxSelection disableRowSelectionOnClick />
    </Box>
  );
}
