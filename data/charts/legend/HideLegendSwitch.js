import * as React from 'react';
import Stack from '@mui/material/Stack';
import FormControlLabel from '@mui/material/FormControlLabel';
import Switch from '@mui/material/Switch';
import { BarChart } from '@mui/x-charts/BarChart';

const months = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun'];

export default function HideLegendSwitch() {
  const [hideLegend, setHideLegend] = React.useState(false);
  return (
    <Stack spacing={1}>
      <FormControlLabel
        control={<Switch checked={hideLegend} onChange={(event) => setHideLegend(event.target.checked)} />}
        label="hideLegend"
      />
      <BarChart
        height={260}
        hideLegend={hideLegend}
        xAxis={[{ scaleType: 'band', data: months }]}
        series={[
          { id: 'tickets', label: 'Support tickets', data: [142, 118, 131, 97, 88, 76] },
          { id: 'solved', label: 'Solved the same day', data: [101, 90, 104, 81, 77, 70] },
        ]}
      />
    </Stack>
  );
}
