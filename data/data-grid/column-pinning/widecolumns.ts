import type { GridColDef } from '@mui/x-data-grid-pro';
import type { Staff } from '../shared/staff';

/** Enough wide columns to make the grid scroll horizontally. */
export const wideColumns: GridColDef<Staff>[] = [
  { field: 'firstName', headerName: 'First name', width: 130 },
  { field: 'lastName', headerName: 'Last name', width: 130 },
  { field: 'email', headerName: 'Email', width: 240 },
  { field: 'department', headerName: 'Department', width: 150 },
  { field: 'country', headerName: 'Country', width: 140 },
  { field: 'salary', headerName: 'Salary ($)', type: 'number', width: 140 },
  { field: 'rating', headerName: 'Rating', type: 'number', width: 110 },
  { field: 'hired', headerName: 'Hired', type: 'date', width: 140 },
];
