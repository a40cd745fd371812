import Box from '@mui/material/Box';
import { DataGrid } from '@mui/x-data-grid';
import { staff } from '../shared/staff';

// One column per built-in type: each type brings its own alignment, sorting, filtering and editor.
const columns = [
  { field: 'firstName', headerName: 'First name (string)', width: 170, editable: true },
  { field: 'salary', headerName: 'Salary (number)', type: 'number', width: 150, editable: true },
  { field: 'hired', headerName: 'Hired (date)', type: 'date', width: 140, editable: true },
  {
    field: 'department',
    headerName: 'Department (singleSelect)',
    type: 'singleSelect',
    valueOptions: ['Sales', 'Support', 'Engineering', 'Finance'],
    width: 210,
    editable: true,
  },
  { field: 'active', headerName: 'Active (boolean)', type: 'boolean', width: 150, editable: true },
];

export default function ColumnTypesGrid() {
  return (
    <Box sx={{ height: 400, width: '100%' }}>
      <DataGrid rows={staff} columns={columns} />
    </Box>
  );
}
