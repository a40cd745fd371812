import * as React from 'react';
import Box from '@mui/material/Box';
import FormControlLabel from '@mui/material/FormControlLabel';
import Radio from '@mui/material/Radio';
import RadioGroup from '@mui/material/RadioGroup';
import Stack from '@mui/material/Stack';
import { DataGridPremium } from '@mui/x-data-grid-premium';
import { tickets } from './tickets';
import { ticketColumns } from './ticketColumns';

type Mode = 'single' | 'multiple';

export default function GroupingColumnModeGrid() {
  const [mode, setMode] = React.useState<Mode>('multiple');

  return (
    <Stack spacing={1} sx={{ width: '100%' }}>
      <RadioGroup
        row
        aria-label="Grouping column mode"
        value={mode}
        onChange={(event) => setMode(event.target.value as Mode)}
      >
        <FormControlLabel value="single" control={<Radio />} label="single: one column" />
        <FormControlLabel value="multiple" control={<Radio />} label="multiple: a column per field" />
      </RadioGroup>
      <Box sx={{ height: 420 }}>
        <DataGridPremium
          rows={tickets}
          columns={ticketColumns}
          rowGroupingColumnMode={mode}
          initialState={{ rowGrouping: { model: ['team', 'priority'] } }}
          defaultGroupingExpansionDepth={1}
        />
      </Box>
    </Stack>
  );
}
