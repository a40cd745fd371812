import Box from '@mui/material/Box';
import { DataGridPro } from '@mui/x-data-grid-pro';
import { employees } from '../../shared/employees';

const columns = [
  { field: 'id', headerName: 'ID', width: 70, filterable: false },
  { field: 'name', headerName: 'Name', flex: 1, minWidth: 150 },
  {
    field: 'team',
    headerName: 'Team',
    type: 'singleSelect',
    valueOptions: ['Core', 'Growth', 'Infra', 'Design'],
    width: 130,
  },
  { field: 'age', headerName: 'Age', type: 'number', width: 110 },
  { field: 'remote', headerName: 'Remote', type: 'boolean', width: 110 },
];

export default function HeaderFiltersGrid() {
  return (
    <Box sx={{ height: 420, width: '100%' }}>
      <DataGridPro rows={employees} columns={columns} headerFilters />
    </Box>
  );
}
