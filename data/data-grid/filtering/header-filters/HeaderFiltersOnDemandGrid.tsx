import * as React from 'react';
import Box from '@mui/material/Box';
import FormControlLabel from '@mui/material/FormControlLabel';
import Switch from '@mui/material/Switch';
import { DataGridPro, type GridColDef } from '@mui/x-data-grid-pro';
import { employees, type Employee } from '../../shared/employees';

const columns: GridColDef<Employee>[] = [
  { field: 'name', headerName: 'Name', flex: 1, minWidth: 150 },
  { field: 'city', headerName: 'City', width: 130 },
  { field: 'team', headerName: 'Team', width: 120 },
  { field: 'salary', headerName: 'Salary ($)', type: 'number', width: 140 },
];

export default function HeaderFiltersOnDemandGrid() {
  const [showHeaderFilters, setShowHeaderFilters] = React.useState(false);

  return (
    <Box sx={{ width: '100%' }}>
      <FormControlLabel
        control={
          <Switch checked={showHeaderFilters} onChange={(event) => setShowHeaderFilters(event.target.checked)} />
        }
        label="Filter row"
      />
      <Box sx={{ height: 400 }}>
        <DataGridPro
          rows={employees}
          columns={columns}
          // Only the row of inputs comes and goes; the filter model stays in the grid's state.
          headerFilters={showHeaderFilters}
          showToolbar
          initialState={{
            filter: { filterModel: { items: [{ field: 'team', operator: 'contains', value: 'Design' }] } },
          }}
        />
      </Box>
    </Box>
  );
}
