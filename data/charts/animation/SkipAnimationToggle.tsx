import * as React from 'react';
import Stack from '@mui/material/Stack';
import Button from '@mui/material/Button';
import FormControlLabel from '@mui/material/FormControlLabel';
import Switch from '@mui/material/Switch';
import { BarChart } from '@mui/x-charts/BarChart';

const regions = ['North', 'South', 'East', 'West', 'Central'];
const snapshots = [
  [32, 18, 27, 22, 15],
  [21, 30, 19, 28, 24],
  [40, 12, 33, 17, 29],
];

export default function SkipAnimationToggle() {
  const [skipAnimation, setSkipAnimation] = React.useState(false);
  const [snapshot, setSnapshot] = React.useState(0);
  return (
    <Stack spacing={1}>
      <Stack direction="row" spacing={2} sx={{ alignItems: 'center' }}>
        <Button size="small" variant="outlined" onClick={() => setSnapshot((value) => (value + 1) % snapshots.length)}>
          Next data set
        </Button>
        <FormControlLabel
          control={<Switch checked={skipAnimation} onChange={(event) => setSkipAnimation(event.target.checked)} />}
          label="skipAnimation"
        />
      </Stack>
      <BarChart
        height={300}
        skipAnimation={skipAnimation}
        xAxis={[{ scaleType: 'band', data: regions }]}
        yAxis={[{ min: 0, max: 45 }]}
        series={[{ id: 'sales', data: snapshots[snapshot], label: 'Sales (k units)', barLabel: 'value' }]}
      />
    </Stack>
  );
}
