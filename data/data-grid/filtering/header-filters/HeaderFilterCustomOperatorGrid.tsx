import Box from '@mui/material/Box';
import { DataGridPro, getGridDateOperators, type GridColDef, type GridFilterOperator } from '@mui/x-data-grid-pro';
import { employees, type Employee } from '../../shared/employees';

const REFERENCE_YEAR = 2024;

// A factory for "started within the last N years"; needs no value, so the header shows its label.
const startedWithin = (years: number): GridFilterOperator<Employee, Date> => ({
  label: `started in the last ${years} years`,
  headerLabel: `Last ${years} yrs`,
  value: `within${years}Years`,
  requiresFilterValue: false,
  getApplyFilterFn: () => (value) => value != null && value.getFullYear() > REFERENCE_YEAR - years,
});

const columns: GridColDef<Employee>[] = [
  { field: 'name', headerName: 'Name', flex: 1, minWidth: 150 },
  { field: 'team', headerName: 'Team', width: 110 },
  {
    field: 'startDate',
    headerName: 'Start date',
    type: 'date',
    width: 190,
    filterOperators: [startedWithin(3), startedWithin(5), ...getGridDateOperators()],
  },
];

export default function HeaderFilterCustomOperatorGrid() {
  return (
    <Box sx={{ height: 420, width: '100%' }}>
      <DataGridPro
        rows={employees}
        columns={columns}
        headerFilters
        initialState={{ filter: { filterModel: { items: [{ field: 'startDate', operator: 'within3Years' }] } } }}
        localeText={{ headerFilterOperatorContains: 'Has' }}
        hideFooter
      />
    </Box>
  );
}
