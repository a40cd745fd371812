import * as React from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import Stack from '@mui/material/Stack';
import { DataGrid, gridColumnVisibilityModelSelector, useGridApiRef } from '@mui/x-data-grid';
import { staff } from '../shared/staff';

const columns = [
  { field: 'firstName', headerName: 'First name', width: 120 },
  { field: 'lastName', headerName: 'Last name', width: 120 },
  { field: 'email', headerName: 'Email', width: 220 },
  { field: 'department', headerName: 'Department', width: 130 },
  { field: 'salary', headerName: 'Salary ($)', type: 'number', width: 120 },
  { field: 'hired', headerName: 'Hired', type: 'date', width: 130 },
];

const initialViews = {
  Contact: { department: false, salary: false, hired: false },
  Payroll: { email: false, hired: false },
};

export default function SavedViewsGrid() {
  const apiRef = useGridApiRef();
  const [views, setViews] = React.useState(initialViews);

  const saveCurrent = () => {
    if (!apiRef.current) {
      return;
    }
    // Read the live model from the grid state with a selector.
    const model = gridColumnVisibilityModelSelector(apiRef);
    setViews((previous) => ({ ...previous, [`My view ${Object.keys(previous).length - 1}`]: { ...model } }));
  };

  return (
    <Stack spacing={1}>
      <Stack direction="row" spacing={1} sx={{ flexWrap: 'wrap', alignItems: 'center', rowGap: 1 }}>
        {Object.entries(views).map(([name, model]) => (
          <Chip key={name} label={name} onClick={() => apiRef.current?.setColumnVisibilityModel(model)} />
        ))}
        <Chip label="All columns" variant="outlined" onClick={() => apiRef.current?.setColumnVisibilityModel({})} />
        <Button size="small" onClick={saveCurrent}>
          Save current columns as a view
        </Button>
      </Stack>
      <Box sx={{ height: 340, width: '100%' }}>
        <DataGrid apiRef={apiRef} rows={staff} columns={columns} showToolbar hideFooter />
      </Box>
    </Stack>
  );
}
