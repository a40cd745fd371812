import Box from '@mui/material/Box';
import { DataGrid, GridLogicOperator } from '@mui/x-data-grid';
import { employees } from '../../shared/employees';

const columns = [
  // The ID is internal: never match search words against it.
  { field: 'id', headerName: 'ID', width: 70, getApplyQuickFilterFn: () => null },
  { field: 'name', headerName: 'Name', flex: 1, minWidth: 150 },
  { field: 'team', headerName: 'Team', width: 110 },
  { field: 'city', headerName: 'City', width: 120 },
];

// Rows matching ANY of the words are kept: "Lyon Osaka" lists people from both cities.
export default function QuickFilterOrLogic() {
  return (
    <Box sx={{ height: 420, width: '100%' }}>
      <DataGrid
        rows={employees}
        columns={columns}
        showToolbar
        initialState={{
          filter: {
            filterModel: {
              items: [],
              quickFilterValues: ['Lyon', 'Osaka'],
              quickFilterLogicOperator: GridLogicOperator.Or,
            },
          },
          pagination: { paginationModel: { pageSize: 25 } },
        }}
        pageSizeOptions={[25]}
      />
    </Box>
  );
}
