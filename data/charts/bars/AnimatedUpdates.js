import * as React from 'react';
import Button from '@mui/material/Button';
import FormControlLabel from '@mui/material/FormControlLabel';
import Stack from '@mui/material/Stack';
import Switch from '@mui/material/Switch';
import { BarChart } from '@mui/x-charts/BarChart';

const teams = ['Alpha', 'Bravo', 'Charlie', 'Delta'];
const rounds = [
  [12, 18, 9, 15],
  [20, 14, 17, 11],
  [8, 22, 13, 19],
];

export default function AnimatedUpdates() {
  const [round, setRound] = React.useState(0);
  const [skipAnimation, setSkipAnimation] = React.useState(false);

  return (
    <Stack spacing={1} sx={{ width: '100%' }}>
      <Stack direction="row" spacing={2} sx={{ alignItems: 'center' }}>
        <Button variant="outlined" onClick={() => setRound((round + 1) % rounds.length)}>
          Next round ({round + 1} of {rounds.length})
        </Button>
        <FormControlLabel
          control={<Switch checked={skipAnimation} onChange={(event) => setSkipAnimation(event.target.checked)} />}
          label="skipAnimation"
        />
      </Stack>
      <BarChart
        height={280}
        skipAnimation={skipAnimation}
        xAxis={[{ scaleType: 'band', data: teams }]}
        yAxis={[{ min: 0, max: 25 }]}
        series={[{ id: 'points', data: rounds[round], label: 'Points' }]}
        hideLegend
      />
    </Stack>
  );
}
