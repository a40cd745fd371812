import * as React from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import { DataGrid, useGridApiRef } from '@mui/x-data-grid';
import { staff } from '../shared/staff';

const columns = [
  { field: 'firstName', headerName: 'First name', width: 120 },
  { field: 'email', headerName: 'Email', width: 120 },
  { field: 'salary', headerName: 'Salary', type: 'number', width: 110 },
];

// Width presets a "view" menu could offer.
const presets = {
  Compact: { firstName: 100, email: 120, salary: 90 },
  Readable: { firstName: 140, email: 260, salary: 120 },
};

export default function SetColumnWidthGrid() {
  const apiRef = useGridApiRef();

  const apply = (widths) => {
    Object.entries(widths).forEach(([field, width]) => apiRef.current?.setColumnWidth(field, width));
  };

  return (
    <Stack spacing={1}>
      <Stack direction="row" spacing={1}>
        {Object.entries(presets).map(([name, widths]) => (
          <Button key={name} size="small" variant="outlined" onClick={() => apply(widths)}>
            {name} view
          </Button>
        ))}
      </Stack>
      <Box sx={{ height: 340, width: '100%' }}>
        <DataGrid apiRef={apiRef} rows={staff} columns={columns} hideFooter />
      </Box>
    </Stack>
  );
}
