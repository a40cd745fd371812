import * as React from 'react';
import Box from '@mui/material/Box';
import FormControlLabel from '@mui/material/FormControlLabel';
import Stack from '@mui/material/Stack';
import Switch from '@mui/material/Switch';
import { DataGrid } from '@mui/x-data-grid';

const shipments = [
  { id: 1, parcel: 'PX-1042', destination: 'Lisbon' },
  { id: 2, parcel: 'PX-1043', destination: 'Oslo' },
];

const columns = [
  { field: 'parcel', headerName: 'Parcel', flex: 1 },
  { field: 'destination', headerName: 'Destination', flex: 1 },
];

// The built-in overlays accept `sx` like any Material UI component; their texts and logic stay the grid's.
const overlaySx = {
  m: 2,
  border: 1,
  borderStyle: 'dashed',
  borderColor: 'divider',
  borderRadius: 1,
  bgcolor: 'action.hover',
  color: 'text.secondary',
  fontStyle: 'italic',
};

export default function StyledOverlaysGrid() {
  const [loaded, setLoaded] = React.useState(false);

  return (
    <Stack spacing={1}>
      <FormControlLabel
        control={<Switch checked={loaded} onChange={(event) => setLoaded(event.target.checked)} />}
        label="Shipments loaded (a filter then hides them)"
      />
      <Box sx={{ height: 260, width: '100%' }}>
        <DataGrid
          rows={loaded ? shipments : []}
          columns={columns}
          filterModel={{ items: loaded ? [{ field: 'destination', operator: 'equals', value: 'Tokyo' }] : [] }}
          slotProps={{ noRowsOverlay: { sx: overlaySx }, noResultsOverlay: { sx: overlaySx } }}
          hideFooter
        />
      </Box>
    </Stack>
  );
}
