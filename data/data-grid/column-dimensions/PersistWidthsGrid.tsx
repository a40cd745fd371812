import * as React from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { DataGrid, type GridColDef, type GridColumnResizeParams } from '@mui/x-data-grid';
import { staff, type Staff } from '../shared/staff';

const columns: GridColDef<Staff>[] = [
  { field: 'firstName', headerName: 'First name', width: 120 },
  { field: 'lastName', headerName: 'Last name', width: 120 },
  { field: 'email', headerName: 'Email', width: 200 },
];

type Widths = Record<string, { width: number }>;

export default function PersistWidthsGrid() {
  // Stands in for local storage or a user-settings endpoint.
  const [savedWidths, setSavedWidths] = React.useState<Widths>({});
  const [mountCount, setMountCount] = React.useState(1);

  const handleColumnWidthChange = React.useCallback((params: GridColumnResizeParams) => {
    setSavedWidths((previous) => ({ ...previous, [params.colDef.field]: { width: Math.round(params.width) } }));
  }, []);

  return (
    <Stack spacing={1}>
      <Stack direction="row" spacing={2} sx={{ alignItems: 'center', flexWrap: 'wrap' }}>
        <Button size="small" variant="outlined" onClick={() => setMountCount((count) => count + 1)}>
          Unmount and mount again
        </Button>
        <Button size="small" onClick={() => setSavedWidths({})}>
          Forget saved widths
        </Button>
        <Typography variant="body2" color="text.secondary">
          Saved: {Object.keys(savedWidths).length ? JSON.stringify(savedWidths) : 'nothing yet'}
        </Typography>
      </Stack>
      <Box sx={{ height: 320, width: '100%' }}>
        <DataGrid
          // A new key creates a brand new grid, as a page reload would.
          key={mountCount}
          rows={staff}
          columns={columns}
          initialState={{ columns: { dimensions: savedWidths } }}
          onColumnWidthChange={handleColumnWidthChange}
          hideFooter
        />
      </Box>
    </Stack>
  );
}
