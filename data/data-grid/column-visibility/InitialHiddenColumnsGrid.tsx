import Box from '@mui/material/Box';
import { DataGrid, type GridColDef } from '@mui/x-data-grid';
import { staff, type Staff } from '../shared/staff';

const columns: GridColDef<Staff>[] = [
  // Always visible: cannot be unchecked in the columns panel.
  { field: 'lastName', headerName: 'Last name', width: 140, hideable: false },
  { field: 'firstName', headerName: 'First name', width: 140 },
  { field: 'id', headerName: 'ID', width: 70 },
  { field: 'country', headerName: 'Country', width: 120 },
  { field: 'hired', headerName: 'Hired', type: 'date', width: 120 },
];

// Uncontrolled: hidden at first, then users manage it through the column menu or the columns panel.
export default function InitialHiddenColumnsGrid() {
  return (
    <Box sx={{ height: 360, width: '100%' }}>
      <DataGrid
        rows={staff}
        columns={columns}
        initialState={{ columns: { columnVisibilityModel: { id: false, hired: false } } }}
        showToolbar
      />
    </Box>
  );
}
