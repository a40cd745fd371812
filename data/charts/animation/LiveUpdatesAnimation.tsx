import * as React from 'react';
import FormControlLabel from '@mui/material/FormControlLabel';
import Stack from '@mui/material/Stack';
import Switch from '@mui/material/Switch';
import { LineChart } from '@mui/x-charts/LineChart';

const points = 30;
// A deterministic signal: the value of the sample at position `tick`.
const sample = (tick: number) => Math.round(50 + 25 * Math.sin(tick / 3) + 10 * Math.sin(tick * 1.7));

export default function LiveUpdatesAnimation() {
  const [skipAnimation, setSkipAnimation] = React.useState(true);
  const [tick, setTick] = React.useState(0);

  React.useEffect(() => {
    // A new sample every 250 ms, faster than the chart's own transition.
    const timer = setInterval(() => setTick((previous) => previous + 1), 250);
    return () => clearInterval(timer);
  }, []);

  const data = Array.from({ length: points }, (_, index) => sample(tick + index));

  return (
    <Stack sx={{ width: '100%' }}>
      <FormControlLabel
        control={<Switch checked={skipAnimation} onChange={(event) => setSkipAnimation(event.target.checked)} />}
        label="skipAnimation"
      />
      <LineChart
        height={260}
        title="Requests per second, updated four times a second"
        skipAnimation={skipAnimation}
        xAxis={[{ data: Array.from({ length: points }, (_, index) => index - points + 1), label: 'Seconds ago' }]}
        yAxis={[{ min: 0, max: 100 }]}
        series={[{ id: 'requests', data, label: 'Requests/s', showMark: false, curve: 'linear' }]}
        hideLegend
      />
    </Stack>
  );
}
