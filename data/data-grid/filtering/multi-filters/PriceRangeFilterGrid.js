import Box from '@mui/material/Box';
import { DataGridPro, GridLogicOperator } from '@mui/x-data-grid-pro';
import { employees } from '../../shared/employees';

const columns = [
  { field: 'name', headerName: 'Name', flex: 1, minWidth: 150 },
  { field: 'team', headerName: 'Team', width: 110 },
  { field: 'salary', headerName: 'Salary ($)', type: 'number', width: 130 },
  { field: 'remote', headerName: 'Remote', type: 'boolean', width: 100 },
];

// A salary range on one column plus a condition on another, all combined with And.
const filterModel = {
  items: [
    { id: 1, field: 'salary', operator: '>', value: 50000 },
    { id: 2, field: 'salary', operator: '<', value: 90000 },
    { id: 3, field: 'remote', operator: 'is', value: 'true' },
  ],
  logicOperator: GridLogicOperator.And,
};

export default function PriceRangeFilterGrid() {
  return (
    <Box sx={{ height: 380, width: '100%' }}>
      <DataGridPro rows={employees} columns={columns} initialState={{ filter: { filterModel } }} showToolbar />
    </Box>
  );
}
