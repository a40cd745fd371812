import * as React from 'react';
import Box from '@mui/material/Box';
import FormControlLabel from '@mui/material/FormControlLabel';
import Stack from '@mui/material/Stack';
import Switch from '@mui/material/Switch';
import { DataGridPro, type GridColDef } from '@mui/x-data-grid-pro';
import { staff, type Staff } from '../shared/staff';
import { wideColumns } from './widecolumns';

// Salary must never be pinned: it would stay on screen while people share their screen.
const columns: GridColDef<Staff>[] = wideColumns.map((column) =>
  column.field === 'salary'
    ? { ...column, headerName: 'Salary ($, not pinnable)', width: 200, pinnable: false }
    : column,
);

export default function PinningRestrictionsGrid() {
  const [disabled, setDisabled] = React.useState(false);

  return (
    <Stack spacing={1}>
      <FormControlLabel
        control={<Switch checked={disabled} onChange={(event) => setDisabled(event.target.checked)} />}
        label="disableColumnPinning"
      />
      <Box sx={{ height: 340, width: '100%' }}>
        <DataGridPro rows={staff} columns={columns} disableColumnPinning={disabled} hideFooter />
      </Box>
    </Stack>
  );
}
