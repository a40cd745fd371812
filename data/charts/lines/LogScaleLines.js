import * as React from 'react';
import Stack from '@mui/material/Stack';
import ToggleButton from '@mui/material/ToggleButton';
import ToggleButtonGroup from '@mui/material/ToggleButtonGroup';
import { LineChart } from '@mui/x-charts/LineChart';

const months = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'];
// A fast-growing product and a slow one: on a linear axis the small one is a flat line at the bottom.
const appInstalls = [150, 320, 700, 1500, 3100, 6800, 14000, 29000, 61000, 125000, 260000, 540000];
const pluginInstalls = [40, 55, 80, 110, 150, 210, 290, 400, 560, 780, 1100, 1500];

export default function LogScaleLines() {
  const [scale, setScale] = React.useState('log');

  return (
    <Stack spacing={1} sx={{ width: '100%' }}>
      <ToggleButtonGroup
        size="small"
        exclusive
        value={scale}
        onChange={(_event, value) => value && setScale(value)}
        aria-label="Y axis scale"
      >
        <ToggleButton value="linear">linear</ToggleButton>
        <ToggleButton value="log">log</ToggleButton>
      </ToggleButtonGroup>
      <LineChart
        height={320}
        title="Monthly installs of the app and of its plugin"
        xAxis={[{ scaleType: 'point', data: months }]}
        yAxis={[
          {
            scaleType: scale,
            // A log axis cannot start at 0: give it a positive lower bound.
            min: scale === 'log' ? 10 : 0,
            valueFormatter: (value) => value.toLocaleString('en-US', { notation: 'compact' }),
            width: 50,
          },
        ]}
        series={[
          { id: 'app', data: appInstalls, label: 'App' },
          { id: 'plugin', data: pluginInstalls, label: 'Plugin' },
        ]}
      />
    </Stack>
  );
}
