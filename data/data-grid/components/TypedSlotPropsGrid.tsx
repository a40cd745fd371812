import * as React from 'react';
import Box from '@mui/material/Box';
import FormControlLabel from '@mui/material/FormControlLabel';
import Stack from '@mui/material/Stack';
import Switch from '@mui/material/Switch';
import Typography from '@mui/material/Typography';
import { DataGrid, GridFooterContainer, GridPagination, type GridColDef, type GridSlotProps } from '@mui/x-data-grid';

// Module augmentation: `slotProps.footer` now accepts `lastSync`, and the footer slot receives it typed.
declare module '@mui/x-data-grid' {
  interface FooterPropsOverrides {
    lastSync?: Date | null;
  }
}

function SyncFooter({ lastSync, ...containerProps }: GridSlotProps['footer']) {
  return (
    <GridFooterContainer {...containerProps}>
      <Typography variant="body2" sx={{ px: 2, color: 'text.secondary' }}>
        {lastSync ? `Synced at ${lastSync.toISOString().slice(11, 16)} UTC` : 'Not synced yet'}
      </Typography>
      <GridPagination />
    </GridFooterContainer>
  );
}

const slots = { footer: SyncFooter };

const rows = [
  { id: 1, device: 'Thermostat hall', reading: '21.5 °C' },
  { id: 2, device: 'Thermostat office', reading: '20.0 °C' },
  { id: 3, device: 'Humidity cellar', reading: '64 %' },
];

const columns: GridColDef[] = [
  { field: 'device', headerName: 'Device', flex: 1 },
  { field: 'reading', headerName: 'Reading', width: 140 },
];

// A fixed time keeps the server and browser renders identical.
const syncTime = new Date(Date.UTC(2025, 4, 12, 9, 30));

export default function TypedSlotPropsGrid() {
  const [synced, setSynced] = React.useState(true);

  return (
    <Stack spacing={1}>
      <FormControlLabel
        control={<Switch checked={synced} onChange={(event) => setSynced(event.target.checked)} />}
        label="Synced"
      />
      <Box sx={{ height: 300, width: '100%' }}>
        <DataGrid
          rows={rows}
          columns={columns}
          slots={slots}
          slotProps={{ footer: { lastSync: synced ? syncTime : null } }}
        />
      </Box>
    </Stack>
  );
}
