import * as React from 'react';
import Box from '@mui/material/Box';
import FormControlLabel from '@mui/material/FormControlLabel';
import Stack from '@mui/material/Stack';
import Switch from '@mui/material/Switch';
import { DataGrid } from '@mui/x-data-grid';
import { staff } from '../shared/staff';

const columns = [
  { field: 'firstName', headerName: 'First name', width: 110 },
  { field: 'lastName', headerName: 'Last name', width: 110 },
  { field: 'email', headerName: 'Email', width: 150 },
  { field: 'country', headerName: 'Country', width: 110 },
];

export default function DisableResizeGrid() {
  const [disableColumnResize, setDisableColumnResize] = React.useState(false);
  const [disableAutosize, setDisableAutosize] = React.useState(true);

  return (
    <Stack spacing={1}>
      <Stack direction="row" spacing={2} sx={{ flexWrap: 'wrap' }}>
        <FormControlLabel
          control={
            <Switch checked={disableColumnResize} onChange={(event) => setDisableColumnResize(event.target.checked)} />
          }
          label="disableColumnResize"
        />
        <FormControlLabel
          control={<Switch checked={disableAutosize} onChange={(event) => setDisableAutosize(event.target.checked)} />}
          label="disableAutosize (no double-click)"
        />
      </Stack>
      <Box sx={{ height: 340, width: '100%' }}>
        <DataGrid
          rows={staff}
          columns={columns}
          disableColumnResize={disableColumnResize}
          disableAutosize={disableAutosize}
          hideFooter
        />
      </Box>
    </Stack>
  );
}
