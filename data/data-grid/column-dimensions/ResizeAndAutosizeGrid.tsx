import * as React from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { DataGrid, useGridApiRef, type GridColDef, type GridColumnResizeParams } from '@mui/x-data-grid';
import { staff, type Staff } from '../shared/staff';

const columns: GridColDef<Staff>[] = [
  { field: 'firstName', headerName: 'First name', width: 100 },
  { field: 'lastName', headerName: 'Last name', width: 100 },
  { field: 'email', headerName: 'Email', width: 120 },
  { field: 'department', headerName: 'Department', width: 100, resizable: false },
];

export default function ResizeAndAutosizeGrid() {
  const apiRef = useGridApiRef();
  const [lastChange, setLastChange] = React.useState('Drag a header separator or autosize.');

  const handleWidthChange = React.useCallback((params: GridColumnResizeParams) => {
    setLastChange(`${params.colDef.headerName} is now ${Math.round(params.width)} px wide`);
  }, []);

  return (
    <Stack spacing={1}>
      <Stack direction="row" spacing={2} sx={{ alignItems: 'center' }}>
        <Button
          size="small"
          variant="outlined"
          onClick={() => apiRef.current?.autosizeColumns({ includeHeaders: true, includeOutliers: true })}
        >
          Autosize columns
        </Button>
        <Typography variant="body2" color="text.secondary">
          {lastChange}
        </Typography>
      </Stack>
      <Box sx={{ height: 340, width: '100%' }}>
        <DataGrid
          apiRef={apiRef}
          rows={staff}
          columns={columns}
          initialState={{ columns: { dimensions: { email: { width: 160 } } } }}
          onColumnWidthChange={handleWidthChange}
        />
      </Box>
    </Stack>
  );
}
