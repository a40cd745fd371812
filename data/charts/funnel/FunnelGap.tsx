import * as React from 'react';
import Stack from '@mui/material/Stack';
import Slider from '@mui/material/Slider';
import Typography from '@mui/material/Typography';
import { FunnelChart } from '@mui/x-charts-pro/FunnelChart';

const onboarding = [
  { id: 'signup', value: 5200, label: 'Signed up' },
  { id: 'profile', value: 3900, label: 'Completed profile' },
  { id: 'project', value: 2300, label: 'Created a project' },
  { id: 'invite', value: 1100, label: 'Invited a colleague' },
];

export default function FunnelGap() {
  const [gap, setGap] = React.useState(6);
  return (
    <Stack spacing={1}>
      <Stack direction="row" spacing={2} sx={{ alignItems: 'center', maxWidth: 360 }}>
        <Typography id="funnel-gap-label" variant="body2" sx={{ minWidth: 90 }}>
          gap: {gap}px
        </Typography>
        <Slider
          size="small"
          min={0}
          max={24}
          value={gap}
          onChange={(_event, value) => setGap(value as number)}
          aria-labelledby="funnel-gap-label"
        />
      </Stack>
      <FunnelChart
        height={300}
        gap={gap}
        series={[{ id: 'onboarding', data: onboarding, curve: 'step', borderRadius: 4 }]}
      />
    </Stack>
  );
}
