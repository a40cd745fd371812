import * as React from 'react';
import Box from '@mui/material/Box';
import FormControl from '@mui/material/FormControl';
import FormControlLabel from '@mui/material/FormControlLabel';
import InputLabel from '@mui/material/InputLabel';
import MenuItem from '@mui/material/MenuItem';
import Select from '@mui/material/Select';
import Stack from '@mui/material/Stack';
import Switch from '@mui/material/Switch';
import { DataGrid } from '@mui/x-data-grid';

const rows = [
  { id: 1, route: 'Lisbon → Porto', departure: '08:15' },
  { id: 2, route: 'Porto → Braga', departure: '09:40' },
  { id: 3, route: 'Braga → Viana', departure: '11:05' },
];

const columns = [
  { field: 'route', headerName: 'Route', flex: 1 },
  { field: 'departure', headerName: 'Departure', width: 120 },
];

const variants = ['linear-progress', 'skeleton', 'circular-progress'];

export default function LoadingVariantPickerGrid() {
  const [variant, setVariant] = React.useState('circular-progress');
  const [noRowsVariant, setNoRowsVariant] = React.useState('circular-progress');
  const [empty, setEmpty] = React.useState(false);

  return (
    <Stack spacing={2}>
      <Stack direction="row" spacing={2} sx={{ flexWrap: 'wrap', alignItems: 'center' }}>
        <FormControl size="small" sx={{ minWidth: 180 }}>
          <InputLabel id="variant-label">variant</InputLabel>
          <Select
            labelId="variant-label"
            label="variant"
            value={variant}
            onChange={(event) => setVariant(event.target.value)}
          >
            {variants.map((option) => (
              <MenuItem key={option} value={option}>
                {option}
              </MenuItem>
            ))}
          </Select>
        </FormControl>
        <FormControl size="small" sx={{ minWidth: 180 }}>
          <InputLabel id="no-rows-variant-label">noRowsVariant</InputLabel>
          <Select
            labelId="no-rows-variant-label"
            label="noRowsVariant"
            value={noRowsVariant}
            onChange={(event) => setNoRowsVariant(event.target.value)}
          >
            {variants.map((option) => (
              <MenuItem key={option} value={option}>
                {option}
              </MenuItem>
            ))}
          </Select>
        </FormControl>
        <FormControlLabel
          control={<Switch checked={empty} onChange={(event) => setEmpty(event.target.checked)} />}
          label="Grid has no rows"
        />
      </Stack>
      <Box sx={{ height: 260, width: '100%' }}>
        <DataGrid
          rows={empty ? [] : rows}
          columns={columns}
          loading
          slotProps={{ loadingOverlay: { variant, noRowsVariant } }}
          hideFooter
        />
      </Box>
    </Stack>
  );
}
