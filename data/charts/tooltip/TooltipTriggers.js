import * as React from 'react';
import Stack from '@mui/material/Stack';
import ToggleButton from '@mui/material/ToggleButton';
import ToggleButtonGroup from '@mui/material/ToggleButtonGroup';
import { BarChart } from '@mui/x-charts/BarChart';
const days = ['Mon', 'Tue', 'Wed', 'Thu', 'Fri'];

export default function TooltipTriggers() {
  const [trigger, setTrigger] = React.useState('axis');
  return (
    <Stack spacing={2}>
      <ToggleButtonGroup
        size="small"
        exclusive
        value={trigger}
        onChange={(_event, value) => value && setTrigger(value)}
        aria-label="Tooltip trigger"
      >
        <ToggleButton value="axis">axis</ToggleButton>
        <ToggleButton value="item">item</ToggleButton>
        <ToggleButton value="none">none</ToggleButton>
      </ToggleButtonGroup>
      <BarChart
        height={300}
        xAxis={[{ scaleType: 'band', data: days }]}
        series={[
          { id: 'coffee', data: [120, 132, 101, 134, 190], label: 'Coffee' },
          { id: 'tea', data: [62, 58, 71, 64, 55], label: 'Tea' },
          { id: 'juice', data: [30, 41, 38, 45, 72], label: 'Juice' },
        ]}
        slotProps={{ tooltip: { trigger } }}
      />
    </Stack>
  );
}
