import * as React from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import { DataGridPro, gridColumnFieldsSelector, useGridApiRef } from '@mui/x-data-grid-pro';
import { staff } from '../shared/staff';

const columns = [
  { field: 'firstName', headerName: 'First name', width: 130 },
  { field: 'lastName', headerName: 'Last name', width: 130 },
  { field: 'department', headerName: 'Department', width: 140 },
  { field: 'country', headerName: 'Country', width: 130 },
  { field: 'salary', headerName: 'Salary', type: 'number', width: 120 },
];

// Starts with a saved layout, and can move a column from code.
export default function SavedOrderGrid() {
  const apiRef = useGridApiRef();
  const [fields, setFields] = React.useState('');

  const readOrder = () => {
    if (apiRef.current) {
      setFields(gridColumnFieldsSelector(apiRef).join(' → '));
    }
  };

  return (
    <Stack spacing={1}>
      <Stack direction="row" spacing={1} sx={{ flexWrap: 'wrap' }}>
        <Button size="small" variant="outlined" onClick={() => apiRef.current?.setColumnIndex('salary', 0)}>
          Move salary first
        </Button>
        <Button size="small" onClick={readOrder}>
          Read order
        </Button>
      </Stack>
      {fields ? <Box sx={{ fontFamily: 'monospace', fontSize: 13 }}>{fields}</Box> : null}
      <Box sx={{ height: 340, width: '100%' }}>
        <DataGridPro
          apiRef={apiRef}
          rows={staff}
          columns={columns}
          initialState={{ columns: { orderedFields: ['department', 'lastName', 'firstName', 'country', 'salary'] } }}
        />
      </Box>
    </Stack>
  );
}
