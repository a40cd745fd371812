import * as React from 'react';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import MenuItem from '@mui/material/MenuItem';
import { PieChart } from '@mui/x-charts/PieChart';

type Vertical = 'top' | 'middle' | 'bottom';
type Horizontal = 'start' | 'center' | 'end';
type Direction = 'horizontal' | 'vertical';

const energy = [
  { id: 'solar', value: 31, label: 'Solar' },
  { id: 'wind', value: 27, label: 'Wind' },
  { id: 'hydro', value: 18, label: 'Hydro' },
  { id: 'gas', value: 16, label: 'Gas' },
  { id: 'other', value: 8, label: 'Other' },
];

export default function LegendPlacement() {
  const [vertical, setVertical] = React.useState<Vertical>('middle');
  const [horizontal, setHorizontal] = React.useState<Horizontal>('end');
  const [direction, setDirection] = React.useState<Direction>('vertical');
  return (
    <Stack spacing={2}>
      <Stack direction="row" spacing={2} sx={{ flexWrap: 'wrap' }}>
        <TextField
          select
          size="small"
          label="vertical"
          value={vertical}
          onChange={(e) => setVertical(e.target.value as Vertical)}
          sx={{ minWidth: 120 }}
        >
          {['top', 'middle', 'bottom'].map((v) => (
            <MenuItem key={v} value={v}>
              {v}
            </MenuItem>
          ))}
        </TextField>
        <TextField
          select
          size="small"
          label="horizontal"
          value={horizontal}
          onChange={(e) => setHorizontal(e.target.value as Horizontal)}
          sx={{ minWidth: 120 }}
        >
          {['start', 'center', 'end'].map((v) => (
            <MenuItem key={v} value={v}>
              {v}
            </MenuItem>
          ))}
        </TextField>
        <TextField
          select
          size="small"
          label="direction"
          value={direction}
          onChange={(e) => setDirection(e.target.value as Direction)}
          sx={{ minWidth: 140 }}
        >
          {['horizontal', 'vertical'].map((v) => (
            <MenuItem key={v} value={v}>
              {v}
            </MenuItem>
          ))}
        </TextField>
      </Stack>
      <PieChart
        height={280}
        series={[{ id: 'energy', data: energy, innerRadius: '40%' }]}
        slotProps={{ legend: { direction, position: { vertical, horizontal } } }}
      />
    </Stack>
  );
}
