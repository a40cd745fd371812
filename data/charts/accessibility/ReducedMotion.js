import * as React from 'react';
import Button from '@mui/material/Button';
import FormControlLabel from '@mui/material/FormControlLabel';
import Stack from '@mui/material/Stack';
import Switch from '@mui/material/Switch';
import { BarChart } from '@mui/x-charts/BarChart';

const datasets = [
  [12, 19, 7, 15, 22],
  [20, 8, 16, 11, 14],
  [9, 14, 21, 18, 6],
];

export default function ReducedMotion() {
  const [skipAnimation, setSkipAnimation] = React.useState(false);
  const [index, setIndex] = React.useState(0);
  return (
    <Stack spacing={1}>
      <Stack direction="row" spacing={2} sx={{ alignItems: 'center', flexWrap: 'wrap' }}>
        <FormControlLabel
          control={<Switch checked={skipAnimation} onChange={(event) => setSkipAnimation(event.target.checked)} />}
          label="Skip animation"
        />
        <Button size="small" variant="outlined" onClick={() => setIndex((value) => (value + 1) % datasets.length)}>
          Next week
        </Button>
      </Stack>
      <BarChart
        height={280}
        skipAnimation={skipAnimation}
        xAxis={[{ scaleType: 'band', data: ['Mon', 'Tue', 'Wed', 'Thu', 'Fri'] }]}
        series={[{ data: datasets[index], label: `Support tickets, week ${index + 1}` }]}
      />
    </Stack>
  );
}
