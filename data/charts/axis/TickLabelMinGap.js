import * as React from 'react';
import Box from '@mui/material/Box';
import Slider from '@mui/material/Slider';
import Typography from '@mui/material/Typography';
import { LineChart } from '@mui/x-charts/LineChart';

const stations = Array.from({ length: 24 }, (_, index) => `Stop ${index + 1}`);
const boarding = stations.map((_, index) => 20 + ((index * 13) % 37));

export default function TickLabelMinGap() {
  const [gap, setGap] = React.useState(4);

  return (
    <Box sx={{ width: '100%' }}>
      <Typography id="tick-label-gap-label" variant="body2">
        tickLabelMinGap: {gap}px
      </Typography>
      <Slider
        value={gap}
        min={0}
        max={80}
        step={4}
        onChange={(_event, value) => setGap(value)}
        aria-labelledby="tick-label-gap-label"
        sx={{ maxWidth: 300 }}
      />
      <LineChart
        height={280}
        xAxis={[{ scaleType: 'point', data: stations, tickLabelMinGap: gap }]}
        series={[{ id: 'boarding', data: boarding, label: 'Passengers boarding' }]}
        hideLegend
      />
    </Box>
  );
}
