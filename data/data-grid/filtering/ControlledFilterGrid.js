import * as React from 'react';
import Box from '@mui/material/Box';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { DataGrid } from '@mui/x-data-grid';
import { employees } from '../shared/employees';

const columns = [
  { field: 'name', headerName: 'Name', flex: 1, minWidth: 150 },
  { field: 'team', headerName: 'Team', width: 110 },
  { field: 'age', headerName: 'Age', type: 'number', width: 90 },
  { field: 'salary', headerName: 'Salary ($)', type: 'number', width: 130 },
];

export default function ControlledFilterGrid() {
  const [filterModel, setFilterModel] = React.useState({
    items: [{ field: 'age', operator: '>', value: 40 }],
  });
  const item = filterModel.items[0];

  return (
    <Stack spacing={1}>
      <Typography variant="body2" color="text.secondary">
        Active filter: {item ? `${item.field} ${item.operator} ${item.value ?? '…'}` : 'none'}
      </Typography>
      <Box sx={{ height: 360, width: '100%' }}>
        <DataGrid
          rows={employees}
          columns={columns}
          filterModel={filterModel}
          onFilterModelChange={setFilterModel}
          initialState={{ pagination: { paginationModel: { pageSize: 25 } } }}
          pageSizeOptions={[25]}
        />
      </Box>
    </Stack>
  );
}
