import * as React from 'react';
import Stack from '@mui/material/Stack';
import ToggleButton from '@mui/material/ToggleButton';
import ToggleButtonGroup from '@mui/material/ToggleButtonGroup';
import { FunnelChart } from '@mui/x-charts-pro/FunnelChart';

// Loyalty tiers: few members at the top tier, many at the bottom, listed from the top tier down.
const tiers = [
  { id: 'platinum', value: 120, label: 'Platinum' },
  { id: 'gold', value: 540, label: 'Gold' },
  { id: 'silver', value: 1900, label: 'Silver' },
  { id: 'bronze', value: 5200, label: 'Bronze' },
];

export default function FunnelDirection() {
  const [funnelDirection, setFunnelDirection] = React.useState('auto');
  return (
    <Stack spacing={2}>
      <ToggleButtonGroup
        size="small"
        exclusive
        value={funnelDirection}
        onChange={(_event, value) => value && setFunnelDirection(value)}
        aria-label="Funnel direction"
      >
        <ToggleButton value="auto">auto</ToggleButton>
        <ToggleButton value="increasing">increasing</ToggleButton>
        <ToggleButton value="decreasing">decreasing</ToggleButton>
      </ToggleButtonGroup>
      <FunnelChart height={300} gap={3} series={[{ id: 'tiers', data: tiers, curve: 'pyramid', funnelDirection }]} />
    </Stack>
  );
}
