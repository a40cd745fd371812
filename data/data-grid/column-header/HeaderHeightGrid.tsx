import Box from '@mui/material/Box';
import { DataGrid, type GridColDef } from '@mui/x-data-grid';
import { staff, type Staff } from '../shared/staff';

const columns: GridColDef<Staff>[] = [
  { field: 'lastName', headerName: 'Last name', width: 140 },
  { field: 'department', headerName: 'Department', width: 140, hideSortIcons: true },
  { field: 'country', headerName: 'Country', width: 130, sortable: false, disableColumnMenu: true },
  {
    field: 'salary',
    headerName: 'Salary',
    type: 'number',
    width: 120,
    headerClassName: 'total-header',
  },
];

// A taller header row, a highlighted header, and columns with fewer header controls.
export default function HeaderHeightGrid() {
  return (
    <Box
      sx={{
        height: 360,
        width: '100%',
        // The grid gives every header its background: match its own class too, or it wins.
        '& .MuiDataGrid-columnHeader.total-header': {
          bgcolor: 'primary.main',
          color: 'primary.contrastText',
          fontWeight: 700,
        },
      }}
    >
      <DataGrid rows={staff} columns={columns} columnHeaderHeight={72} />
    </Box>
  );
}
