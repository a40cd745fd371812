import Box from '@mui/material/Box';
import MenuItem from '@mui/material/MenuItem';
import TextField from '@mui/material/TextField';
import {
  DataGrid,
  getGridNumericOperators,
  type GridColDef,
  type GridFilterInputValueProps,
  type GridFilterOperator,
} from '@mui/x-data-grid';
import { employees, type Employee } from '../../shared/employees';

const brackets = ['20s', '30s', '40s', '50s', '60s'];

function DecadeInput(props: GridFilterInputValueProps) {
  const { item, applyValue, focusElementRef } = props;
  return (
    <TextField
      select
      label="Age bracket"
      variant="standard"
      inputRef={focusElementRef}
      value={item.value ?? ''}
      onChange={(event) => applyValue({ ...item, value: event.target.value })}
      sx={{ minWidth: 120 }}
    >
      {brackets.map((bracket) => (
        <MenuItem key={bracket} value={bracket}>
          {bracket}
        </MenuItem>
      ))}
    </TextField>
  );
}

// "is in their 30s": keeps ages from 30 to 39.
const decadeOperator: GridFilterOperator<Employee, number> = {
  label: 'is in their',
  value: 'inDecade',
  getApplyFilterFn: (filterItem) => {
    if (!filterItem.value) {
      return null;
    }
    const start = Number.parseInt(String(filterItem.value), 10);
    return (value) => value != null && value >= start && value < start + 10;
  },
  InputComponent: DecadeInput,
  getValueAsString: (value) => String(value),
};

const columns: GridColDef<Employee>[] = [
  { field: 'name', headerName: 'Name', flex: 1, minWidth: 150 },
  {
    field: 'age',
    headerName: 'Age',
    type: 'number',
    width: 100,
    filterOperators: [decadeOperator, ...getGridNumericOperators()],
  },
  { field: 'team', headerName: 'Team', width: 110 },
];

export default function CustomOperatorGrid() {
  return (
    <Box sx={{ height: 400, width: '100%' }}>
      <DataGrid
        rows={employees}
        columns={columns}
        initialState={{
          filter: { filterModel: { items: [{ field: 'age', operator: 'inDecade', value: '30s' }] } },
          pagination: { paginationModel: { pageSize: 25 } },
        }}
        pageSizeOptions={[25]}
      />
    </Box>
  );
}
