import * as React from 'react';
import Stack from '@mui/material/Stack';
import ToggleButton from '@mui/material/ToggleButton';
import ToggleButtonGroup from '@mui/material/ToggleButtonGroup';
import { LineChart } from '@mui/x-charts/LineChart';
import { legendClasses } from '@mui/x-charts/ChartsLegend';

const stations = [
  'Aberdeen',
  'Belfast',
  'Bristol',
  'Cardiff',
  'Edinburgh',
  'Glasgow',
  'Leeds',
  'Liverpool',
  'London',
  'Manchester',
  'Newcastle',
  'Plymouth',
];
const months = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun'];

// Deterministic rainfall values (mm), one series per station.
const series = stations.map((name, stationIndex) => ({
  id: name.toLowerCase(),
  label: name,
  showMark: false,
  data: months.map((_, monthIndex) => 40 + ((stationIndex * 17 + monthIndex * 23) % 70)),
}));

export default function ManySeriesLegend() {
  const [layout, setLayout] = React.useState('wrap');
  const scroll = layout === 'scroll';
  return (
    <Stack spacing={2}>
      <ToggleButtonGroup
        size="small"
        exclusive
        value={layout}
        onChange={(_event, value) => value && setLayout(value)}
        aria-label="Legend layout"
      >
        <ToggleButton value="wrap">Wrap below</ToggleButton>
        <ToggleButton value="scroll">Scroll on the side</ToggleButton>
      </ToggleButtonGroup>
      <LineChart
        height={340}
        xAxis={[{ scaleType: 'point', data: months }]}
        series={series}
        slotProps={{
          legend: scroll
            ? { direction: 'vertical', position: { vertical: 'middle', horizontal: 'end' }, tabIndex: 0 }
            : { direction: 'horizontal', position: { vertical: 'bottom', horizontal: 'center' } },
        }}
        sx={
          scroll
            ? { [`& .${legendClasses.root}`]: { maxHeight: 200, overflowY: 'auto', flexWrap: 'nowrap', pr: 1 } }
            : undefined
        }
      />
    </Stack>
  );
}
