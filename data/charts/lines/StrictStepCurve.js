import * as React from 'react';
import FormControlLabel from '@mui/material/FormControlLabel';
import Stack from '@mui/material/Stack';
import Switch from '@mui/material/Switch';
import { LineChart } from '@mui/x-charts/LineChart';

const dates = ['1 Jan', '1 Feb', '1 Mar', '1 Apr', '1 May', '1 Jun'];
const rate = [4.5, 4.5, 4.25, 4.25, 4.0, 3.75];

export default function StrictStepCurve() {
  const [strict, setStrict] = React.useState(true);

  return (
    <Stack sx={{ width: '100%' }}>
      <FormControlLabel
        control={<Switch checked={strict} onChange={(event) => setStrict(event.target.checked)} />}
        label="strictStepCurve"
      />
      <LineChart
        height={300}
        xAxis={[{ scaleType: 'point', data: dates }]}
        yAxis={[{ min: 3.5, max: 4.75, valueFormatter: (value) => `${value}%` }]}
        series={[
          {
            id: 'rate',
            data: rate,
            label: 'Central bank rate',
            curve: 'stepAfter',
            strictStepCurve: strict,
            valueFormatter: (value) => `${value}%`,
          },
        ]}
        hideLegend
      />
    </Stack>
  );
}
