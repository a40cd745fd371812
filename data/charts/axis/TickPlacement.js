import * as React from 'react';
import FormControl from '@mui/material/FormControl';
import InputLabel from '@mui/material/InputLabel';
import MenuItem from '@mui/material/MenuItem';
import Select from '@mui/material/Select';
import Stack from '@mui/material/Stack';
import { BarChart } from '@mui/x-charts/BarChart';

const sizes = ['XS', 'S', 'M', 'L', 'XL'];
const sold = [140, 420, 610, 380, 150];

export default function TickPlacement() {
  const [tickPlacement, setTickPlacement] = React.useState('middle');
  const [tickLabelPlacement, setTickLabelPlacement] = React.useState('middle');

  return (
    <Stack spacing={2} sx={{ width: '100%' }}>
      <Stack direction="row" spacing={2}>
        <FormControl size="small" sx={{ minWidth: 160 }}>
          <InputLabel id="tick-placement-label">tickPlacement</InputLabel>
          <Select
            labelId="tick-placement-label"
            label="tickPlacement"
            value={tickPlacement}
            onChange={(event) => setTickPlacement(event.target.value)}
          >
            {['start', 'middle', 'end', 'extremities'].map((value) => (
              <MenuItem key={value} value={value}>
                {value}
              </MenuItem>
            ))}
          </Select>
        </FormControl>
        <FormControl size="small" sx={{ minWidth: 160 }}>
          <InputLabel id="tick-label-placement-label">tickLabelPlacement</InputLabel>
          <Select
            labelId="tick-label-placement-label"
            label="tickLabelPlacement"
            value={tickLabelPlacement}
            onChange={(event) => setTickLabelPlacement(event.target.value)}
          >
            {['middle', 'tick'].map((value) => (
              <MenuItem key={value} value={value}>
                {value}
              </MenuItem>
            ))}
          </Select>
        </FormControl>
      </Stack>
      <BarChart
        height={280}
        xAxis={[{ scaleType: 'band', data: sizes, tickPlacement, tickLabelPlacement, tickSize: 10 }]}
        series={[{ id: 'sold', data: sold, label: 'T-shirts sold' }]}
        hideLegend
      />
    </Stack>
  );
}
