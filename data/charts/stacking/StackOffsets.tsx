import * as React from 'react';
import Stack from '@mui/material/Stack';
import ToggleButton from '@mui/material/ToggleButton';
import ToggleButtonGroup from '@mui/material/ToggleButtonGroup';
import { LineChart } from '@mui/x-charts/LineChart';
import type { StackOffsetType } from '@mui/x-charts/models';

const offsets: StackOffsetType[] = ['none', 'expand', 'silhouette', 'wiggle'];
const years = ['2018', '2019', '2020', '2021', '2022', '2023', '2024', '2025'];

export default function StackOffsets() {
  const [offset, setOffset] = React.useState<StackOffsetType>('none');
  const common = { stack: 'genres', area: true, showMark: false, stackOffset: offset } as const;
  return (
    <Stack spacing={2}>
      <ToggleButtonGroup
        size="small"
        exclusive
        value={offset}
        onChange={(_event, value: StackOffsetType | null) => value && setOffset(value)}
        aria-label="Stack offset"
      >
        {offsets.map((name) => (
          <ToggleButton key={name} value={name}>
            {name}
          </ToggleButton>
        ))}
      </ToggleButtonGroup>
      <LineChart
        height={320}
        xAxis={[{ scaleType: 'point', data: years }]}
        yAxis={[
          { valueFormatter: (value: number) => (offset === 'expand' ? `${Math.round(value * 100)}%` : `${value}`) },
        ]}
        series={[
          { id: 'pop', data: [40, 42, 45, 43, 41, 40, 38, 37], label: 'Pop', ...common },
          { id: 'rock', data: [30, 28, 25, 24, 22, 21, 20, 19], label: 'Rock', ...common },
          { id: 'hiphop', data: [20, 24, 29, 33, 36, 38, 41, 43], label: 'Hip-hop', ...common },
          { id: 'electronic', data: [10, 12, 13, 15, 18, 22, 24, 27], label: 'Electronic', ...common },
        ]}
      />
    </Stack>
  );
}
