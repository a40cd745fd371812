import Box from '@mui/material/Box';
import { DataGridPro } from '@mui/x-data-grid-pro';
import { employees } from '../../shared/employees';

const columns = [
  { field: 'name', headerName: 'Name', flex: 1, minWidth: 150 },
  { field: 'city', headerName: 'City', width: 130 },
  { field: 'salary', headerName: 'Salary ($)', type: 'number', width: 140 },
  { field: 'startDate', headerName: 'Start date', type: 'date', width: 150 },
];

// Header filter inputs show the same model as the filter panel.
const filterModel = {
  items: [
    { id: 1, field: 'city', operator: 'contains', value: 'o' },
    { id: 2, field: 'salary', operator: '>=', value: 60000 },
  ],
};

export default function HeaderFiltersInitialModel() {
  return (
    <Box sx={{ height: 420, width: '100%' }}>
      <DataGridPro
        rows={employees}
        columns={columns}
        headerFilters
        initialState={{ filter: { filterModel } }}
        disableColumnMenu
      />
    </Box>
  );
}
