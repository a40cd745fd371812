import * as React from 'react';
import FormControlLabel from '@mui/material/FormControlLabel';
import Stack from '@mui/material/Stack';
import Switch from '@mui/material/Switch';
import { LineChart } from '@mui/x-charts/LineChart';

const hours = Array.from({ length: 24 }, (_, hour) => hour);
const temperature = [-4, -5, -5, -6, -6, -5, -3, -1, 1, 3, 5, 6, 7, 7, 6, 5, 3, 1, 0, -1, -2, -2, -3, -3];

export default function LineColorMaps() {
  const [withYMap, setWithYMap] = React.useState(true);

  return (
    <Stack sx={{ width: '100%' }}>
      <FormControlLabel
        control={<Switch checked={withYMap} onChange={(event) => setWithYMap(event.target.checked)} />}
        label="colorMap on the y axis"
      />
      <LineChart
        height={300}
        title="Hourly temperature, measured until 14:00 and forecast after"
        xAxis={[
          {
            data: hours,
            valueFormatter: (hour: number) => `${hour}:00`,
            // Measured hours in dark gray, forecast hours in light gray.
            colorMap: { type: 'piecewise', thresholds: [14], colors: ['#424242', '#bdbdbd'] },
          },
        ]}
        yAxis={[
          {
            valueFormatter: (value: number) => `${value} °C`,
            // Below freezing in blue, above in red. When set, it takes over from the x axis map.
            colorMap: withYMap ? { type: 'piecewise', thresholds: [0], colors: ['#1565c0', '#c62828'] } : undefined,
          },
        ]}
        series={[{ id: 'temperature', data: temperature, label: 'Temperature', showMark: false }]}
        hideLegend
      />
    </Stack>
  );
}
