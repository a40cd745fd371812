import * as React from 'react';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { RadarChart } from '@mui/x-charts/RadarChart';

const metrics = ['Speed', 'Range', 'Comfort', 'Cargo', 'Price'];
const bikes = [
  { id: 'city', label: 'City bike', data: [5, 6, 8, 7, 8] },
  { id: 'cargo', label: 'Cargo bike', data: [3, 5, 6, 10, 4] },
  { id: 'road', label: 'Road e-bike', data: [9, 8, 4, 2, 5] },
];

export default function RadarClickSeries() {
  const [selected, setSelected] = React.useState(null);
  const bike = bikes.find((one) => one.id === selected);
  return (
    <Stack spacing={1}>
      <Typography variant="body2" aria-live="polite">
        {bike
          ? `${bike.label}: ${metrics.map((metric, index) => `${metric} ${bike.data[index]}`).join(', ')}`
          : 'Click an area or a mark to select a bike.'}
      </Typography>
      <RadarChart
        height={320}
        highlight="series"
        radar={{ max: 10, metrics }}
        series={bikes.map((one) => ({ ...one, fillArea: true }))}
        onAreaClick={(_, item) => setSelected(String(item.seriesId))}
        onMarkClick={(_, item) => setSelected(String(item.seriesId))}
      />
    </Stack>
  );
}
