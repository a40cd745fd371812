import Box from '@mui/material/Box';
import { DataGrid, type GridColDef, type GridColumnGroupingModel } from '@mui/x-data-grid';
import { staff, type Staff } from '../shared/staff';

const columns: GridColDef<Staff>[] = [
  { field: 'lastName', headerName: 'Last name', width: 130, hideable: false },
  { field: 'firstName', headerName: 'First name', width: 120 },
  { field: 'email', headerName: 'Email', width: 200 },
  { field: 'country', headerName: 'Country', width: 110 },
  { field: 'salary', headerName: 'Salary', type: 'number', width: 110 },
  { field: 'rating', headerName: 'Rating', type: 'number', width: 90 },
];

// The visibility model knows columns only; the group headers follow their visible children.
const columnGroupingModel: GridColumnGroupingModel = [
  {
    groupId: 'contact',
    headerName: 'Contact',
    children: [{ field: 'email' }, { field: 'country' }],
  },
  {
    groupId: 'payroll',
    headerName: 'Payroll',
    children: [{ field: 'salary' }, { field: 'rating' }],
  },
];

export default function GroupedColumnsVisibilityGrid() {
  return (
    <Box sx={{ height: 380, width: '100%' }}>
      <DataGrid
        rows={staff}
        columns={columns}
        columnGroupingModel={columnGroupingModel}
        initialState={{ columns: { columnVisibilityModel: { country: false } } }}
        showToolbar
      />
    </Box>
  );
}
