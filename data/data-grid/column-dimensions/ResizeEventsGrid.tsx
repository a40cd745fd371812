import * as React from 'react';
import Box from '@mui/material/Box';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { DataGrid, type GridColDef, type GridColumnResizeParams } from '@mui/x-data-grid';
import { staff, type Staff } from '../shared/staff';

const columns: GridColDef<Staff>[] = [
  { field: 'firstName', headerName: 'First name', width: 120 },
  { field: 'email', headerName: 'Email', width: 200 },
  { field: 'department', headerName: 'Department', width: 130 },
];

export default function ResizeEventsGrid() {
  const [live, setLive] = React.useState('—');
  const [saved, setSaved] = React.useState('—');
  const [resizeCalls, setResizeCalls] = React.useState(0);

  // Fires many times per drag: keep it cheap.
  const handleColumnResize = React.useCallback((params: GridColumnResizeParams) => {
    setLive(`${params.colDef.field}: ${Math.round(params.width)} px`);
    setResizeCalls((count) => count + 1);
  }, []);

  // Fires once when the drag ends: a good place to save.
  const handleColumnWidthChange = React.useCallback((params: GridColumnResizeParams) => {
    setSaved(`${params.colDef.field}: ${Math.round(params.width)} px`);
  }, []);

  return (
    <Stack spacing={1}>
      <Stack direction="row" spacing={3} sx={{ flexWrap: 'wrap' }}>
        <Typography variant="body2">
          onColumnResize ({resizeCalls} calls): {live}
        </Typography>
        <Typography variant="body2">onColumnWidthChange: {saved}</Typography>
      </Stack>
      <Box sx={{ height: 340, width: '100%' }}>
        <DataGrid
          rows={staff}
          columns={columns}
          onColumnResize={handleColumnResize}
          onColumnWidthChange={handleColumnWidthChange}
          hideFooter
        />
      </Box>
    </Stack>
  );
}
