import * as React from 'react';
import Checkbox from '@mui/material/Checkbox';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormGroup from '@mui/material/FormGroup';
import Stack from '@mui/material/Stack';
import { BarChart } from '@mui/x-charts/BarChart';

const months = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'];
const variance = [4, -2, 6, 3, -5, 1, 8, -3, 2, 5, -1, 7];

export default function ColorMapPriority() {
  const [bandMap, setBandMap] = React.useState(true);
  const [valueMap, setValueMap] = React.useState(true);

  return (
    <Stack sx={{ width: '100%' }}>
      <FormGroup row>
        <FormControlLabel
          control={<Checkbox checked={bandMap} onChange={(event) => setBandMap(event.target.checked)} />}
          label="Band axis: one color per quarter"
        />
        <FormControlLabel
          control={<Checkbox checked={valueMap} onChange={(event) => setValueMap(event.target.checked)} />}
          label="Value axis: red below zero"
        />
      </FormGroup>
      <BarChart
        height={300}
        title="Budget variance per month"
        xAxis={[
          {
            scaleType: 'band',
            data: months,
            colorMap: bandMap
              ? {
                  type: 'ordinal',
                  values: months,
                  colors: months.map((_, index) => ['#90caf9', '#64b5f6', '#42a5f5', '#1e88e5'][Math.floor(index / 3)]),
                }
              : undefined,
          },
        ]}
        yAxis={[
          {
            valueFormatter: (value: number) => `${value} k€`,
            colorMap: valueMap ? { type: 'piecewise', thresholds: [0], colors: ['#d32f2f', '#9e9e9e'] } : undefined,
          },
        ]}
        series={[{ id: 'variance', data: variance, label: 'Variance', color: '#7e57c2' }]}
        hideLegend
      />
    </Stack>
  );
}
