import Box from '@mui/material/Box';
import { DataGrid, getGridNumericOperators, getGridStringOperators } from '@mui/x-data-grid';
import { employees } from '../../shared/employees';

// Keep the operator lists short so the panel is easier to use.
const numberOperators = getGridNumericOperators().filter((operator) => ['>', '<', '='].includes(operator.value));
const textOperators = getGridStringOperators().filter((operator) =>
  ['contains', 'startsWith'].includes(operator.value),
);

const columns = [
  { field: 'name', headerName: 'Name', flex: 1, minWidth: 150, filterOperators: textOperators },
  { field: 'city', headerName: 'City', width: 120, filterOperators: textOperators },
  { field: 'salary', headerName: 'Salary ($)', type: 'number', width: 130, filterOperators: numberOperators },
  { field: 'team', headerName: 'Team', width: 110, filterable: false },
];

export default function RestrictedOperatorsGrid() {
  return (
    <Box sx={{ height: 400, width: '100%' }}>
      <DataGrid
        rows={employees}
        columns={columns}
        showToolbar
        initialState={{
          filter: { filterModel: { items: [{ field: 'salary', operator: '>', value: 80000 }] } },
          pagination: { paginationModel: { pageSize: 25 } },
        }}
        pageSizeOptions={[25]}
      />
    </Box>
  );
}
