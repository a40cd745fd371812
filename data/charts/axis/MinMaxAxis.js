import * as React from 'react';
import FormControlLabel from '@mui/material/FormControlLabel';
import Stack from '@mui/material/Stack';
import Switch from '@mui/material/Switch';
import { LineChart } from '@mui/x-charts/LineChart';

const weeks = ['W1', 'W2', 'W3', 'W4', 'W5', 'W6', 'W7', 'W8'];
const uptime = [99.2, 99.6, 98.9, 99.8, 99.5, 99.9, 99.7, 99.4];

export default function MinMaxAxis() {
  const [fixed, setFixed] = React.useState(true);

  return (
    <Stack sx={{ width: '100%' }}>
      <FormControlLabel
        control={<Switch checked={fixed} onChange={(event) => setFixed(event.target.checked)} />}
        label="Fix the y-axis from 95% to 100%"
      />
      <LineChart
        height={300}
        xAxis={[{ scaleType: 'point', data: weeks }]}
        yAxis={[
          {
            min: fixed ? 95 : undefined,
            max: fixed ? 100 : undefined,
            valueFormatter: (value) => `${value}%`,
            width: 55,
          },
        ]}
        series={[{ id: 'uptime', data: uptime, label: 'Weekly uptime', valueFormatter: (value) => `${value}%` }]}
        hideLegend
      />
    </Stack>
  );
}
