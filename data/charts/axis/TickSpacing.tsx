import * as React from 'react';
import Box from '@mui/material/Box';
import Slider from '@mui/material/Slider';
import Typography from '@mui/material/Typography';
import { LineChart } from '@mui/x-charts/LineChart';

// 60 days of page views, computed without randomness so the demo is deterministic.
const days = Array.from({ length: 60 }, (_, index) => {
  const date = new Date(Date.UTC(2025, 2, 1 + index));
  return date.toLocaleDateString('en-US', { month: 'short', day: 'numeric', timeZone: 'UTC' });
});
const views = days.map((_, index) => Math.round(1200 + 300 * Math.sin(index / 4) + index * 12));

export default function TickSpacing() {
  const [spacing, setSpacing] = React.useState(60);

  return (
    <Box sx={{ width: '100%' }}>
      <Typography id="tick-spacing-label" variant="body2">
        tickSpacing: {spacing}px
      </Typography>
      <Slider
        value={spacing}
        min={0}
        max={150}
        step={10}
        onChange={(_event, value) => setSpacing(value as number)}
        aria-labelledby="tick-spacing-label"
        sx={{ maxWidth: 300 }}
      />
      <LineChart
        height={280}
        xAxis={[{ scaleType: 'point', data: days, tickSpacing: spacing }]}
        series={[{ id: 'views', data: views, label: 'Page views', showMark: false }]}
        hideLegend
      />
    </Box>
  );
}
