import * as React from 'react';
import Box from '@mui/material/Box';
import FormControlLabel from '@mui/material/FormControlLabel';
import Stack from '@mui/material/Stack';
import Switch from '@mui/material/Switch';
import { DataGridPremium } from '@mui/x-data-grid-premium';
import { tickets } from './tickets';
import { ticketColumns } from './ticketColumns';

export default function HideDescendantCountGrid() {
  const [hideCount, setHideCount] = React.useState(true);

  return (
    <Stack spacing={1} sx={{ width: '100%' }}>
      <FormControlLabel
        control={<Switch checked={hideCount} onChange={(event) => setHideCount(event.target.checked)} />}
        label="Hide the number of tickets in each group"
      />
      <Box sx={{ height: 380 }}>
        <DataGridPremium
          rows={tickets}
          columns={ticketColumns}
          initialState={{ rowGrouping: { model: ['assignee'] } }}
          groupingColDef={{ headerName: 'Assignee', width: 180, hideDescendantCount: hideCount }}
        />
      </Box>
    </Stack>
  );
}
