import Box from '@mui/material/Box';
import { DataGrid } from '@mui/x-data-grid';
import { staff } from '../shared/staff';

// "email" takes twice the free space of "firstName"; "country" is fixed; "salary" has a max.
const columns = [
  { field: 'id', headerName: 'ID', width: 70 },
  { field: 'firstName', headerName: 'Name (flex 1)', flex: 1, minWidth: 120 },
  { field: 'email', headerName: 'Email (flex 2)', flex: 2, minWidth: 200 },
  { field: 'country', headerName: 'Country (120px)', width: 120 },
  { field: 'salary', headerName: 'Salary (max 150)', type: 'number', width: 130, maxWidth: 150 },
];

export default function FlexWidthsGrid() {
  return (
    <Box sx={{ height: 360, width: '100%' }}>
      <DataGrid rows={staff} columns={columns} />
    </Box>
  );
}
