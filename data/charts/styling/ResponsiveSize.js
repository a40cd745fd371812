import * as React from 'react';
import Box from '@mui/material/Box';
import Slider from '@mui/material/Slider';
import Typography from '@mui/material/Typography';
import { LineChart } from '@mui/x-charts/LineChart';

const weeks = ['W1', 'W2', 'W3', 'W4', 'W5', 'W6', 'W7', 'W8'];

export default function ResponsiveSize() {
  const [containerWidth, setContainerWidth] = React.useState(100);
  return (
    <Box>
      <Typography id="container-width-label" variant="body2">
        Container width: {containerWidth}%
      </Typography>
      <Slider
        size="small"
        min={40}
        max={100}
        step={10}
        value={containerWidth}
        onChange={(_event, value) => setContainerWidth(value)}
        aria-labelledby="container-width-label"
        sx={{ maxWidth: 320 }}
      />
      {/* No width prop: the chart fills its parent and redraws when the parent resizes. */}
      <Box sx={{ width: `${containerWidth}%`, height: 260, border: 1, borderColor: 'divider', borderRadius: 1 }}>
        <LineChart
          // No height prop either: the chart takes the 260px of its parent.
          margin={{ top: 16, right: 24, bottom: 8, left: 8 }}
          xAxis={[{ scaleType: 'point', data: weeks }]}
          series={[{ id: 'tickets', data: [42, 38, 45, 51, 47, 55, 60, 58], label: 'Tickets closed' }]}
        />
      </Box>
    </Box>
  );
}
