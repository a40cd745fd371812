import * as React from 'react';
import Box from '@mui/material/Box';
import Slider from '@mui/material/Slider';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { BarChart } from '@mui/x-charts/BarChart';

const cities = ['Oslo', 'Madrid', 'Athens', 'Warsaw'];

export default function BarGapRatios() {
  const [categoryGapRatio, setCategoryGapRatio] = React.useState(0.2);
  const [barGapRatio, setBarGapRatio] = React.useState(0.1);

  return (
    <Box sx={{ width: '100%' }}>
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={3}>
        <Box sx={{ flex: 1 }}>
          <Typography id="category-gap-label" variant="body2">
            categoryGapRatio: {categoryGapRatio}
          </Typography>
          <Slider
            value={categoryGapRatio}
            min={0}
            max={0.9}
            step={0.1}
            onChange={(_event, value) => setCategoryGapRatio(value as number)}
            aria-labelledby="category-gap-label"
          />
        </Box>
        <Box sx={{ flex: 1 }}>
          <Typography id="bar-gap-label" variant="body2">
            barGapRatio: {barGapRatio}
          </Typography>
          <Slider
            value={barGapRatio}
            min={-0.5}
            max={0.9}
            step={0.1}
            onChange={(_event, value) => setBarGapRatio(value as number)}
            aria-labelledby="bar-gap-label"
          />
        </Box>
      </Stack>
      <BarChart
        height={300}
        xAxis={[{ scaleType: 'band', data: cities, categoryGapRatio, barGapRatio }]}
        series={[
          { id: 'sun', data: [1668, 2769, 2873, 1614], label: 'Sunshine hours' },
          { id: 'rain', data: [763, 436, 364, 550], label: 'Rainfall (mm)' },
        ]}
      />
    </Box>
  );
}
