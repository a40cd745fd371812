import * as React from 'react';
import Stack from '@mui/material/Stack';
import ToggleButton from '@mui/material/ToggleButton';
import ToggleButtonGroup from '@mui/material/ToggleButtonGroup';
import { LineChart } from '@mui/x-charts/LineChart';

const hours = ['06:00', '08:00', '10:00', '12:00', '14:00', '16:00', '18:00', '20:00'];
const humidity = [83, 78, 66, 54, 47, 51, 63, 72];

type Mode = 'nice' | 'strict' | 'padded';

// A function receives the extremes of the data and returns the domain to use.
const padTenPercent = (min: number, max: number) => {
  const padding = (max - min) * 0.1;
  return { min: min - padding, max: max + padding };
};

export default function DomainLimit() {
  const [mode, setMode] = React.useState<Mode>('nice');

  return (
    <Stack spacing={1} sx={{ width: '100%' }}>
      <ToggleButtonGroup
        size="small"
        exclusive
        value={mode}
        onChange={(_event, next: Mode | null) => next && setMode(next)}
        aria-label="Domain limit of the y-axis"
      >
        <ToggleButton value="nice">nice</ToggleButton>
        <ToggleButton value="strict">strict</ToggleButton>
        <ToggleButton value="padded">function (+10%)</ToggleButton>
      </ToggleButtonGroup>
      <LineChart
        height={300}
        xAxis={[{ scaleType: 'point', data: hours }]}
        yAxis={[{ domainLimit: mode === 'padded' ? padTenPercent : mode, label: 'Relative humidity (%)', width: 60 }]}
        series={[{ id: 'humidity', data: humidity, label: 'Humidity' }]}
        grid={{ horizontal: true }}
        hideLegend
      />
    </Stack>
  );
}
