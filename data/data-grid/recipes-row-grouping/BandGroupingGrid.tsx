import Box from '@mui/material/Box';
import { DataGridPremium, useGridApiRef, useKeepGroupedColumnsHidden, type GridColDef } from '@mui/x-data-grid-premium';
import { employees, type Employee } from '../shared/employees';

const bandOf = (salary: number) => {
  const floor = Math.floor(salary / 20000) * 20;
  return `$${floor}k–${floor + 20}k`;
};

// Groups appear in the order of their first row, so sorting the rows by salary orders the bands.
const rows = [...employees].sort((a, b) => a.salary - b.salary);

const columns: GridColDef<Employee>[] = [
  { field: 'name', headerName: 'Name', width: 160 },
  {
    field: 'salary',
    headerName: 'Salary',
    type: 'number',
    width: 120,
    // Grouped by band, displayed as the exact amount on leaf rows.
    groupingValueGetter: (value: number) => bandOf(value),
  },
  {
    field: 'startDate',
    headerName: 'Start date',
    type: 'date',
    width: 130,
    groupingValueGetter: (value: Date) => value.getFullYear(),
  },
  { field: 'team', headerName: 'Team', width: 100 },
  { field: 'city', headerName: 'City', flex: 1, minWidth: 100 },
];

export default function BandGroupingGrid() {
  const apiRef = useGridApiRef();
  const initialState = useKeepGroupedColumnsHidden({
    apiRef,
    initialState: { rowGrouping: { model: ['salary'] } },
  });

  return (
    <Box sx={{ height: 440, width: '100%' }}>
      <DataGridPremium
        apiRef={apiRef}
        rows={rows}
        columns={columns}
        initialState={initialState}
        groupingColDef={{ headerName: 'Group', width: 200 }}
        hideFooter
      />
    </Box>
  );
}
