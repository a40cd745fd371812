import * as React from 'react';
import Box from '@mui/material/Box';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import { DataGrid, getGridNumericOperators } from '@mui/x-data-grid';
import { staff } from '../../shared/staff';

function RangeInput(props) {
  const { item, applyValue, focusElementRef } = props;
  const [from, to] = Array.isArray(item.value) ? item.value : ['', ''];

  const update = (index) => (event) => {
    const next = [from, to];
    next[index] = event.target.value;
    applyValue({ ...item, value: next });
  };

  return (
    <Stack direction="row" spacing={1} sx={{ alignItems: 'flex-end', height: '100%' }}>
      <TextField
        label="From"
        type="number"
        variant="standard"
        inputRef={focusElementRef}
        value={from}
        onChange={update(0)}
        sx={{ width: 90 }}
      />
      <TextField label="To" type="number" variant="standard" value={to} onChange={update(1)} sx={{ width: 90 }} />
    </Stack>
  );
}

// Either bound may be left empty: "from 60000" alone means "at least 60000".
const betweenOperator = {
  label: 'is between',
  value: 'between',
  getApplyFilterFn: (filterItem) => {
    if (!Array.isArray(filterItem.value)) {
      return null;
    }
    const [from, to] = filterItem.value.map((bound) => (bound === '' ? null : Number(bound)));
    if (from == null && to == null) {
      return null;
    }
    return (value) => value != null && (from == null || value >= from) && (to == null || value <= to);
  },
  InputComponent: RangeInput,
  getValueAsString: (value) => `${value[0] || '…'} to ${value[1] || '…'}`,
};

const columns = [
  { field: 'firstName', headerName: 'First name', width: 120 },
  { field: 'lastName', headerName: 'Last name', width: 120 },
  { field: 'department', headerName: 'Department', width: 130 },
  {
    field: 'salary',
    headerName: 'Salary',
    type: 'number',
    width: 120,
    filterOperators: [betweenOperator, ...getGridNumericOperators()],
  },
];

export default function BetweenOperatorGrid() {
  return (
    <Box sx={{ height: 400, width: '100%' }}>
      <DataGrid
        rows={staff}
        columns={columns}
        initialState={{
          filter: { filterModel: { items: [{ field: 'salary', operator: 'between', value: ['50000', '90000'] }] } },
        }}
        showToolbar
        hideFooter
      />
    </Box>
  );
}
