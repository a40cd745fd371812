import * as React from 'react';
import Box from '@mui/material/Box';
import Stack from '@mui/material/Stack';
import ToggleButton from '@mui/material/ToggleButton';
import ToggleButtonGroup from '@mui/material/ToggleButtonGroup';
import Typography from '@mui/material/Typography';
import { DataGridPremium } from '@mui/x-data-grid-premium';
import { tickets } from './tickets';
import { ticketColumns } from './ticketColumns';

const choices = [
  { field: 'team', label: 'Team' },
  { field: 'priority', label: 'Priority' },
  { field: 'status', label: 'Status' },
];

export default function ControlledGroupingGrid() {
  const [model, setModel] = React.useState(['team']);

  return (
    <Stack spacing={1.5} sx={{ width: '100%' }}>
      <Stack direction="row" spacing={2} sx={{ alignItems: 'center', flexWrap: 'wrap' }}>
        <Typography id="controlled-grouping-label" variant="body2">
          Group by (in click order)
        </Typography>
        <ToggleButtonGroup
          size="small"
          value={model}
          onChange={(_event, next) => setModel(next)}
          aria-labelledby="controlled-grouping-label"
        >
          {choices.map((choice) => (
            <ToggleButton key={choice.field} value={choice.field}>
              {choice.label}
            </ToggleButton>
          ))}
        </ToggleButtonGroup>
        <Typography variant="body2" component="code" sx={{ fontFamily: 'monospace' }}>
          rowGroupingModel = {JSON.stringify(model)}
        </Typography>
      </Stack>
      <Box sx={{ height: 420 }}>
        <DataGridPremium
          rows={tickets}
          columns={ticketColumns}
          rowGroupingModel={model}
          onRowGroupingModelChange={(next) => setModel(next)}
        />
      </Box>
    </Stack>
  );
}
