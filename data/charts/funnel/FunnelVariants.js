import * as React from 'react';
import Stack from '@mui/material/Stack';
import ToggleButton from '@mui/material/ToggleButton';
import ToggleButtonGroup from '@mui/material/ToggleButtonGroup';
import { FunnelChart } from '@mui/x-charts-pro/FunnelChart';

const support = [
  { id: 'opened', value: 860, label: 'Tickets opened' },
  { id: 'triaged', value: 790, label: 'Triaged' },
  { id: 'answered', value: 640, label: 'Answered' },
  { id: 'closed', value: 510, label: 'Closed' },
];

export default function FunnelVariants() {
  const [variant, setVariant] = React.useState('outlined');
  return (
    <Stack spacing={2}>
      <ToggleButtonGroup
        size="small"
        exclusive
        value={variant}
        onChange={(_event, value) => value && setVariant(value)}
        aria-label="Funnel variant"
      >
        <ToggleButton value="filled">filled</ToggleButton>
        <ToggleButton value="outlined">outlined</ToggleButton>
      </ToggleButtonGroup>
      <FunnelChart height={280} gap={4} series={[{ id: 'support', data: support, variant, curve: 'bump' }]} />
    </Stack>
  );
}
