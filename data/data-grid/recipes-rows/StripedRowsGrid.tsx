import Box from '@mui/material/Box';
import { DataGrid, type GridColDef, type GridRowClassNameParams } from '@mui/x-data-grid';
import { staff, type Staff } from '../shared/staff';

const columns: GridColDef<Staff>[] = [
  { field: 'firstName', headerName: 'First name', width: 120 },
  { field: 'lastName', headerName: 'Last name', width: 120 },
  { field: 'department', headerName: 'Department', width: 130 },
  { field: 'country', headerName: 'Country', width: 110 },
  { field: 'salary', headerName: 'Salary', type: 'number', flex: 1, minWidth: 100 },
];

// The index counts the rows of the current page as displayed, so stripes survive sorting and filtering.
const stripe = (params: GridRowClassNameParams<Staff>) =>
  params.indexRelativeToCurrentPage % 2 === 0 ? 'row--even' : 'row--odd';

export default function StripedRowsGrid() {
  return (
    <Box
      sx={{
        height: 420,
        width: '100%',
        '& .row--odd': { bgcolor: 'action.hover' },
        // Keep the selection color visible on striped rows.
        '& .row--odd.Mui-selected': { bgcolor: 'action.selected' },
      }}
    >
      <DataGrid
        rows={staff}
        columns={columns}
        getRowClassName={stripe}
        initialState={{ pagination: { paginationModel: { pageSize: 10 } } }}
        pageSizeOptions={[5, 10]}
        showToolbar
      />
    </Box>
  );
}
