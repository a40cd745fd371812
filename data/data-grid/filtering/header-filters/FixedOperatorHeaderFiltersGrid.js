import Box from '@mui/material/Box';
import { DataGridPro, getGridNumericOperators, getGridStringOperators } from '@mui/x-data-grid-pro';
import { staff } from '../../shared/staff';

// One operator per column: the header filter needs no operator menu.
const containsOnly = getGridStringOperators().filter((operator) => operator.value === 'contains');
const atLeastOnly = getGridNumericOperators().filter((operator) => operator.value === '>=');

const columns = [
  { field: 'lastName', headerName: 'Last name', width: 140, filterOperators: containsOnly },
  { field: 'email', headerName: 'Email', flex: 1, minWidth: 200, filterOperators: containsOnly },
  { field: 'country', headerName: 'Country', width: 130, filterOperators: containsOnly },
  { field: 'salary', headerName: 'Salary (min.)', type: 'number', width: 140, filterOperators: atLeastOnly },
];

export default function FixedOperatorHeaderFiltersGrid() {
  return (
    <Box sx={{ height: 420, width: '100%' }}>
      <DataGridPro
        rows={staff}
        columns={columns}
        headerFilters
        headerFilterHeight={48}
        slots={{ headerFilterMenu: null }}
        slotProps={{ headerFilterCell: { showClearIcon: true } }}
        disableColumnFilter
        localeText={{ 'headerFilterOperator>=': 'At least' }}
        hideFooter
      />
    </Box>
  );
}
