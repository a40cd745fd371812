import Box from '@mui/material/Box';
import { DataGrid } from '@mui/x-data-grid';
import { staff } from '../shared/staff';

const columns = [
  { field: 'id', headerName: 'ID', width: 70 },
  { field: 'firstName', headerName: 'First name', width: 130 },
  { field: 'lastName', headerName: 'Last name', width: 130 },
  { field: 'department', headerName: 'Department', width: 130 },
  { field: 'country', headerName: 'Country', width: 120 },
  { field: 'salary', headerName: 'Salary', type: 'number', width: 110 },
  { field: 'rating', headerName: 'Rating', type: 'number', width: 90 },
];

// Two levels: "Job" contains "Department" and a nested "Review" group.
const columnGroupingModel = [
  { groupId: 'person', headerName: 'Person', children: [{ field: 'firstName' }, { field: 'lastName' }] },
  {
    groupId: 'job',
    headerName: 'Job',
    description: 'Where and how the person works',
    children: [
      { field: 'department' },
      { field: 'country' },
      { groupId: 'review', headerName: 'Review', children: [{ field: 'salary' }, { field: 'rating' }] },
    ],
  },
];

export default function GroupedHeadersGrid() {
  return (
    <Box sx={{ height: 420, width: '100%' }}>
      <DataGrid rows={staff} columns={columns} columnGroupingModel={columnGroupingModel} />
    </Box>
  );
}
