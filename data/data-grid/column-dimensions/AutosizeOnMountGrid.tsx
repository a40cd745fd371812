import Box from '@mui/material/Box';
import { DataGrid, type GridColDef } from '@mui/x-data-grid';
import { staff, type Staff } from '../shared/staff';

// Every width is a placeholder: autosizing replaces them after the first render.
const columns: GridColDef<Staff>[] = [
  { field: 'firstName', headerName: 'First name' },
  { field: 'lastName', headerName: 'Last name' },
  { field: 'email', headerName: 'Email' },
  { field: 'department', headerName: 'Department' },
  { field: 'country', headerName: 'Country' },
];

export default function AutosizeOnMountGrid() {
  return (
    <Box sx={{ height: 360, width: '100%' }}>
      <DataGrid
        rows={staff}
        columns={columns}
        autosizeOnMount
        autosizeOptions={{ includeHeaders: true, expand: true }}
        hideFooter
      />
    </Box>
  );
}
