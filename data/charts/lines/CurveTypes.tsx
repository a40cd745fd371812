import * as React from 'react';
import ToggleButton from '@mui/material/ToggleButton';
import ToggleButtonGroup from '@mui/material/ToggleButtonGroup';
import Stack from '@mui/material/Stack';
import { LineChart } from '@mui/x-charts/LineChart';
import type { CurveType } from '@mui/x-charts/models';

const curves: CurveType[] = ['monotoneX', 'linear', 'natural', 'catmullRom', 'step', 'stepAfter'];
const hours = [0, 2, 4, 6, 8, 10, 12, 14, 16, 18, 20, 22];
const load = [22, 18, 15, 17, 41, 63, 58, 66, 71, 54, 39, 28];

export default function CurveTypes() {
  const [curve, setCurve] = React.useState<CurveType>('monotoneX');
  return (
    <Stack spacing={2}>
      <ToggleButtonGroup
        size="small"
        exclusive
        value={curve}
        onChange={(_event, value: CurveType | null) => value && setCurve(value)}
        aria-label="Curve type"
        sx={{ flexWrap: 'wrap' }}
      >
        {curves.map((name) => (
          <ToggleButton key={name} value={name}>
            {name}
          </ToggleButton>
        ))}
      </ToggleButtonGroup>
      <LineChart
        height={300}
        xAxis={[{ data: hours, label: 'Hour of day', tickInterval: hours }]}
        yAxis={[{ label: 'CPU load (%)' }]}
        series={[{ id: 'cpu', data: load, curve, label: 'CPU load' }]}
      />
    </Stack>
  );
}
