import * as React from 'react';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { LineChart } from '@mui/x-charts/LineChart';

const days = ['Mon', 'Tue', 'Wed', 'Thu', 'Fri', 'Sat', 'Sun'];
const readings = {
  kitchen: [412, 398, 455, 430, 470, 520, 505],
  office: [610, 640, 655, 700, 690, 480, 450],
  bedroom: [380, 372, 390, 385, 401, 410, 395],
};

function summarize(values) {
  const total = values.reduce((sum, value) => sum + value, 0);
  return { min: Math.min(...values), max: Math.max(...values), mean: Math.round(total / values.length) };
}

export default function LegendItemClick() {
  const [selected, setSelected] = React.useState(null);
  const stats = selected ? summarize(readings[String(selected.seriesId)]) : null;
  const handleItemClick = (_event, item) => setSelected(item);
  return (
    <Stack spacing={1}>
      <LineChart
        height={280}
        xAxis={[{ scaleType: 'point', data: days }]}
        yAxis={[{ label: 'CO₂ (ppm)' }]}
        series={[
          { id: 'kitchen', label: 'Kitchen', data: readings.kitchen },
          { id: 'office', label: 'Office', data: readings.office },
          { id: 'bedroom', label: 'Bedroom', data: readings.bedroom },
        ]}
        slotProps={{ legend: { onItemClick: handleItemClick } }}
      />
      <Typography role="status" variant="body2" sx={{ minHeight: 24 }}>
        {selected && stats
          ? `${selected.label}: lowest ${stats.min} ppm, highest ${stats.max} ppm, mean ${stats.mean} ppm.`
          : 'Click a room in the legend to see its weekly figures.'}
      </Typography>
    </Stack>
  );
}
