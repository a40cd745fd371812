import * as React from 'react';
import Stack from '@mui/material/Stack';
import ToggleButton from '@mui/material/ToggleButton';
import ToggleButtonGroup from '@mui/material/ToggleButtonGroup';
import { FunnelChart } from '@mui/x-charts-pro/FunnelChart';

const curves = ['linear', 'linear-sharp', 'step', 'bump', 'pyramid', 'step-pyramid'];
const hiring = [
  { id: 'applied', value: 480, label: 'Applied' },
  { id: 'screened', value: 210, label: 'Phone screen' },
  { id: 'interviewed', value: 64, label: 'Interviews' },
  { id: 'offered', value: 12, label: 'Offers' },
];

export default function FunnelCurves() {
  const [curve, setCurve] = React.useState('bump');
  return (
    <Stack spacing={2}>
      <ToggleButtonGroup
        size="small"
        exclusive
        value={curve}
        onChange={(_event, value) => value && setCurve(value)}
        aria-label="Funnel curve"
        sx={{ flexWrap: 'wrap' }}
      >
        {curves.map((name) => (
          <ToggleButton key={name} value={name}>
            {name}
          </ToggleButton>
        ))}
      </ToggleButtonGroup>
      <FunnelChart
        height={300}
        series={[{ id: 'hiring', data: hiring, curve, layout: 'horizontal', borderRadius: 6, variant: 'filled' }]}
      />
    </Stack>
  );
}
