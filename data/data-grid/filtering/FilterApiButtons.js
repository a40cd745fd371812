import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import { DataGrid, useGridApiRef } from '@mui/x-data-grid';
import { employees } from '../shared/employees';

const columns = [
  { field: 'name', headerName: 'Name', flex: 1, minWidth: 150 },
  { field: 'team', headerName: 'Team', width: 110 },
  { field: 'remote', headerName: 'Remote', type: 'boolean', width: 100 },
  { field: 'salary', headerName: 'Salary', type: 'number', width: 120 },
];

// The free DataGrid holds one filter item, so each button replaces the whole model.
export default function FilterApiButtons() {
  const apiRef = useGridApiRef();

  return (
    <Box sx={{ width: '100%' }}>
      <Stack direction="row" spacing={1} useFlexGap sx={{ mb: 1, flexWrap: 'wrap' }}>
        <Button
          size="small"
          variant="outlined"
          onClick={() =>
            apiRef.current?.setFilterModel({
              items: [{ id: 'remote', field: 'remote', operator: 'is', value: 'true' }],
            })
          }
        >
          Remote only
        </Button>
        <Button
          size="small"
          variant="outlined"
          onClick={() =>
            apiRef.current?.setFilterModel({ items: [{ id: 'salary', field: 'salary', operator: '>', value: 80000 }] })
          }
        >
          Salary over 80,000
        </Button>
        <Button size="small" variant="outlined" onClick={() => apiRef.current?.showFilterPanel('team')}>
          Filter by team…
        </Button>
        <Button size="small" onClick={() => apiRef.current?.setFilterModel({ items: [] })}>
          Clear filters
        </Button>
      </Stack>
      <Box sx={{ height: 400 }}>
        <DataGrid apiRef={apiRef} rows={employees} columns={columns} />
      </Box>
    </Box>
  );
}
