import * as React from 'react';
import Box from '@mui/material/Box';
import FormControl from '@mui/material/FormControl';
import InputLabel from '@mui/material/InputLabel';
import MenuItem from '@mui/material/MenuItem';
import Select from '@mui/material/Select';
import Stack from '@mui/material/Stack';
import { DataGridPremium } from '@mui/x-data-grid-premium';
import { tickets } from './tickets';
import { ticketColumns } from './ticketColumns';

export default function ExpansionDepthGrid() {
  const [depth, setDepth] = React.useState(1);

  return (
    <Stack spacing={2} sx={{ width: '100%' }}>
      <FormControl size="small" sx={{ width: 260 }}>
        <InputLabel id="expansion-depth-label">defaultGroupingExpansionDepth</InputLabel>
        <Select
          labelId="expansion-depth-label"
          label="defaultGroupingExpansionDepth"
          value={depth}
          onChange={(event) => setDepth(Number(event.target.value))}
        >
          <MenuItem value={0}>0: all groups collapsed</MenuItem>
          <MenuItem value={1}>1: teams open</MenuItem>
          <MenuItem value={2}>2: teams and priorities open</MenuItem>
          <MenuItem value={-1}>-1: everything open</MenuItem>
        </Select>
      </FormControl>
      <Box sx={{ height: 420 }}>
        {/* The depth applies when groups are created, so the grid is remounted when it changes. */}
        <DataGridPremium
          key={depth}
          rows={tickets}
          columns={ticketColumns}
          initialState={{ rowGrouping: { model: ['team', 'priority'] } }}
          defaultGroupingExpansionDepth={depth}
        />
      </Box>
    </Stack>
  );
}
