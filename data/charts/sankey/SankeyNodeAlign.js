import * as React from 'react';
import Box from '@mui/material/Box';
import Stack from '@mui/material/Stack';
import ToggleButton from '@mui/material/ToggleButton';
import ToggleButtonGroup from '@mui/material/ToggleButtonGroup';
import { Unstable_SankeyChart as SankeyChart } from '@mui/x-charts-pro/SankeyChart';
import { useIsBrowser } from './useIsBrowser';

// "Grants" feeds the budget directly, so it is one step shorter than the other sources:
// the alignment decides in which column it is drawn.
const links = [
  { source: 'Members', target: 'Dues', value: 120 },
  { source: 'Sponsors', target: 'Donations', value: 80 },
  { source: 'Dues', target: 'Budget', value: 120 },
  { source: 'Donations', target: 'Budget', value: 80 },
  { source: 'Grants', target: 'Budget', value: 60 },
  { source: 'Budget', target: 'Events', value: 110 },
  { source: 'Budget', target: 'Staff', value: 100 },
  { source: 'Budget', target: 'Reserve', value: 50 },
];

export default function SankeyNodeAlign() {
  const isBrowser = useIsBrowser();
  const [align, setAlign] = React.useState('justify');
  return (
    <Stack spacing={2}>
      <ToggleButtonGroup
        size="small"
        exclusive
        value={align}
        onChange={(_event, value) => value && setAlign(value)}
        aria-label="Node alignment"
      >
        <ToggleButton value="justify">justify</ToggleButton>
        <ToggleButton value="left">left</ToggleButton>
        <ToggleButton value="right">right</ToggleButton>
        <ToggleButton value="center">center</ToggleButton>
      </ToggleButtonGroup>
      {isBrowser ? (
        <SankeyChart height={300} series={{ id: 'association', data: { links }, nodeOptions: { align } }} />
      ) : (
        <Box sx={{ height: 300 }} />
      )}
    </Stack>
  );
}
