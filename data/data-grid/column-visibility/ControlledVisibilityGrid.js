import * as React from 'react';
import Box from '@mui/material/Box';
import FormControlLabel from '@mui/material/FormControlLabel';
import Stack from '@mui/material/Stack';
import Switch from '@mui/material/Switch';
import { DataGrid } from '@mui/x-data-grid';
import { staff } from '../shared/staff';

const columns = [
  { field: 'firstName', headerName: 'First name', width: 120 },
  { field: 'lastName', headerName: 'Last name', width: 120 },
  { field: 'email', headerName: 'Email', flex: 1, minWidth: 200 },
  { field: 'salary', headerName: 'Salary', type: 'number', width: 110 },
  { field: 'rating', headerName: 'Rating', type: 'number', width: 90 },
];

export default function ControlledVisibilityGrid() {
  const [model, setModel] = React.useState({ salary: false, rating: false });
  const showPay = model.salary !== false && model.rating !== false;

  return (
    <Stack spacing={1}>
      <FormControlLabel
        control={
          <Switch
            checked={showPay}
            onChange={(event) =>
              setModel((previous) => ({ ...previous, salary: event.target.checked, rating: event.target.checked }))
            }
          />
        }
        label="Show HR columns"
      />
      <Box sx={{ height: 360, width: '100%' }}>
        <DataGrid
          rows={staff}
          columns={columns}
          columnVisibilityModel={model}
          onColumnVisibilityModelChange={(newModel) => setModel(newModel)}
          showToolbar
        />
      </Box>
    </Stack>
  );
}
