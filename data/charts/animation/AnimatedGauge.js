import * as React from 'react';
import Button from '@mui/material/Button';
import FormControlLabel from '@mui/material/FormControlLabel';
import Stack from '@mui/material/Stack';
import Switch from '@mui/material/Switch';
import { Gauge } from '@mui/x-charts/Gauge';

// Scores returned one after the other by a fake health check.
const checks = [72, 38, 91, 64, 15, 83];

export default function AnimatedGauge() {
  const [index, setIndex] = React.useState(0);
  const [skipAnimation, setSkipAnimation] = React.useState(false);
  const [running, setRunning] = React.useState(false);
  const timer = React.useRef(undefined);

  React.useEffect(() => () => clearTimeout(timer.current), []);

  const runCheck = () => {
    setRunning(true);
    // A fake request: the new score arrives after half a second.
    timer.current = setTimeout(() => {
      setIndex((previous) => (previous + 1) % checks.length);
      setRunning(false);
    }, 500);
  };

  return (
    <Stack spacing={1} sx={{ alignItems: 'center' }}>
      <Gauge
        width={220}
        height={160}
        value={checks[index]}
        startAngle={-110}
        endAngle={110}
        innerRadius="75%"
        skipAnimation={skipAnimation}
        text={({ value }) => `${value} / 100`}
        title="Site health score"
      />
      <Stack direction="row" spacing={2} sx={{ alignItems: 'center' }}>
        <Button size="small" variant="outlined" onClick={runCheck} disabled={running}>
          {running ? 'Checking…' : 'Run health check'}
        </Button>
        <FormControlLabel
          control={<Switch checked={skipAnimation} onChange={(event) => setSkipAnimation(event.target.checked)} />}
          label="skipAnimation"
        />
      </Stack>
    </Stack>
  );
}
