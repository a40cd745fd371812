import * as React from 'react';
import FormControlLabel from '@mui/material/FormControlLabel';
import Stack from '@mui/material/Stack';
import Switch from '@mui/material/Switch';
import { LineChart } from '@mui/x-charts/LineChart';

const hours = Array.from({ length: 13 }, (_, index) => index * 2);
const load = [32, 28, 25, 30, 55, 78, 84, 80, 76, 70, 62, 45, 35];

export default function TooltipTwoAxes() {
  const [ignoreSecondAxis, setIgnoreSecondAxis] = React.useState(true);

  return (
    <Stack sx={{ width: '100%' }}>
      <FormControlLabel
        control={<Switch checked={ignoreSecondAxis} onChange={(event) => setIgnoreSecondAxis(event.target.checked)} />}
        label="ignoreTooltip on the top axis"
      />
      <LineChart
        height={300}
        title="Server load over a day"
        xAxis={[
          { id: 'hours', data: hours, valueFormatter: (hour: number) => `${hour}:00`, label: 'Hour (UTC)' },
          {
            // A second scale on the same positions: the hour in New York, four hours behind.
            id: 'new-york',
            data: hours,
            position: 'top',
            valueFormatter: (hour: number) => `${(hour + 20) % 24}:00 NY`,
            ignoreTooltip: ignoreSecondAxis,
          },
        ]}
        series={[
          { id: 'load', data: load, label: 'CPU load', xAxisId: 'hours', valueFormatter: (value) => `${value}%` },
        ]}
        hideLegend
      />
    </Stack>
  );
}
