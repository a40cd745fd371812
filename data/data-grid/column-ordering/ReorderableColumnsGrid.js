import * as React from 'react';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { DataGridPro } from '@mui/x-data-grid-pro';
import { staff } from '../shared/staff';

const columns = [
  { field: 'id', headerName: 'ID (fixed)', width: 100, disableReorder: true },
  { field: 'firstName', headerName: 'First name', width: 130 },
  { field: 'lastName', headerName: 'Last name', width: 130 },
  { field: 'department', headerName: 'Department', width: 140 },
  { field: 'country', headerName: 'Country', width: 130 },
];

export default function ReorderableColumnsGrid() {
  const [message, setMessage] = React.useState('Drag a column header to a new position.');

  const handleOrderChange = React.useCallback((params) => {
    setMessage(`"${params.column.headerName}" moved from position ${params.oldIndex} to ${params.targetIndex}`);
  }, []);

  return (
    <Box sx={{ width: '100%' }}>
      <Typography variant="body2" color="text.secondary" sx={{ mb: 1 }}>
        {message}
      </Typography>
      <Box sx={{ height: 340 }}>
        <DataGridPro rows={staff} columns={columns} onColumnOrderChange={handleOrderChange} />
      </Box>
    </Box>
  );
}
