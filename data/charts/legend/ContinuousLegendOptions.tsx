import * as React from 'react';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import MenuItem from '@mui/material/MenuItem';
import FormControlLabel from '@mui/material/FormControlLabel';
import Switch from '@mui/material/Switch';
import { BarChart } from '@mui/x-charts/BarChart';
import { ContinuousColorLegend } from '@mui/x-charts/ChartsLegend';

type LabelPosition = 'start' | 'end' | 'extremes';
type Direction = 'horizontal' | 'vertical';

const months = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'];
const meanTemperature = [2, 3, 7, 11, 15, 19, 22, 21, 17, 12, 6, 3];

export default function ContinuousLegendOptions() {
  const [direction, setDirection] = React.useState<Direction>('horizontal');
  const [labelPosition, setLabelPosition] = React.useState<LabelPosition>('end');
  const [reverse, setReverse] = React.useState(false);
  const vertical = direction === 'vertical';
  return (
    <Stack spacing={2}>
      <Stack direction="row" spacing={2} sx={{ flexWrap: 'wrap', alignItems: 'center' }}>
        <TextField
          select
          size="small"
          label="direction"
          value={direction}
          onChange={(event) => setDirection(event.target.value as Direction)}
          sx={{ minWidth: 140 }}
        >
          <MenuItem value="horizontal">horizontal</MenuItem>
          <MenuItem value="vertical">vertical</MenuItem>
        </TextField>
        <TextField
          select
          size="small"
          label="labelPosition"
          value={labelPosition}
          onChange={(event) => setLabelPosition(event.target.value as LabelPosition)}
          sx={{ minWidth: 140 }}
        >
          <MenuItem value="start">start</MenuItem>
          <MenuItem value="end">end</MenuItem>
          <MenuItem value="extremes">extremes</MenuItem>
        </TextField>
        <FormControlLabel
          control={<Switch checked={reverse} onChange={(event) => setReverse(event.target.checked)} />}
          label="reverse"
        />
      </Stack>
      <BarChart
        height={300}
        xAxis={[{ scaleType: 'band', data: months }]}
        yAxis={[
          {
            id: 'temperature',
            colorMap: { type: 'continuous', min: 0, max: 24, color: ['#4fc3f7', '#e65100'] },
          },
        ]}
        series={[{ id: 'mean', data: meanTemperature, valueFormatter: (value) => `${value} °C` }]}
        slots={{ legend: ContinuousColorLegend }}
        slotProps={{
          legend: {
            axisDirection: 'y',
            axisId: 'temperature',
            direction,
            labelPosition,
            reverse,
            thickness: 10,
            minLabel: ({ value }) => `${String(value)}°C`,
            maxLabel: ({ value }) => `${String(value)}°C`,
            position: vertical ? { vertical: 'middle', horizontal: 'end' } : { vertical: 'top', horizontal: 'center' },
            sx: vertical ? { height: 200 } : { width: 260 },
          },
        }}
      />
    </Stack>
  );
}
