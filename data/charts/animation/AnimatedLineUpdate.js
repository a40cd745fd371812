import * as React from 'react';
import Box from '@mui/material/Box';
import Stack from '@mui/material/Stack';
import Slider from '@mui/material/Slider';
import Typography from '@mui/material/Typography';
import { LineChart } from '@mui/x-charts/LineChart';
import { PieChart } from '@mui/x-charts/PieChart';

const months = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'];
const base = [20, 24, 31, 35, 42, 50, 55, 53, 46, 37, 28, 22];

export default function AnimatedLineUpdate() {
  const [growth, setGrowth] = React.useState(0);
  const data = base.map((value, index) => Math.round(value * (1 + (growth / 100) * (index / 11))));
  const yearTotal = data.reduce((sum, value) => sum + value, 0);
  const baseTotal = base.reduce((sum, value) => sum + value, 0);
  return (
    <Stack spacing={1}>
      <Stack direction="row" spacing={2} sx={{ alignItems: 'center', maxWidth: 420 }}>
        <Typography variant="body2" sx={{ minWidth: 120 }}>
          Growth: {growth}%
        </Typography>
        <Slider
          size="small"
          min={-50}
          max={100}
          step={10}
          value={growth}
          onChange={(_e, value) => setGrowth(value)}
          aria-label="Growth"
        />
      </Stack>
      <Box
        sx={{
          display: 'grid',
          gap: 2,
          gridTemplateColumns: { xs: 'minmax(0, 1fr)', md: 'minmax(0, 2fr) minmax(0, 1fr)' },
        }}
      >
        <LineChart
          height={280}
          xAxis={[{ scaleType: 'point', data: months }]}
          yAxis={[{ min: 0, max: 120 }]}
          series={[{ id: 'forecast', data, label: 'Forecast', area: true }]}
        />
        <PieChart
          height={280}
          series={[
            {
              id: 'split',
              data: [
                { id: 'base', value: baseTotal, label: 'Current level' },
                { id: 'extra', value: Math.max(yearTotal - baseTotal, 0), label: 'Growth' },
              ],
              innerRadius: '50%',
            },
          ]}
        />
      </Box>
    </Stack>
  );
}
