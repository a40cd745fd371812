import * as React from 'react';
import Checkbox from '@mui/material/Checkbox';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormGroup from '@mui/material/FormGroup';
import Stack from '@mui/material/Stack';
import { ScatterChart } from '@mui/x-charts/ScatterChart';

// Products: price (x), rating (y) and units sold (z).
const products = Array.from({ length: 40 }, (_, index) => ({
  id: index,
  x: 10 + ((index * 37) % 90),
  y: 1 + ((index * 13) % 40) / 10,
  z: (index * 53) % 1000,
}));

type Axis = 'x' | 'y' | 'z';

export default function ScatterColorMapOrder() {
  const [enabled, setEnabled] = React.useState<Record<Axis, boolean>>({ x: true, y: true, z: false });
  const toggle = (axis: Axis) => (event: React.ChangeEvent<HTMLInputElement>) =>
    setEnabled((previous) => ({ ...previous, [axis]: event.target.checked }));

  return (
    <Stack sx={{ width: '100%' }}>
      <FormGroup row>
        <FormControlLabel control={<Checkbox checked={enabled.x} onChange={toggle('x')} />} label="x: price over 50" />
        <FormControlLabel control={<Checkbox checked={enabled.y} onChange={toggle('y')} />} label="y: rating under 3" />
        <FormControlLabel control={<Checkbox checked={enabled.z} onChange={toggle('z')} />} label="z: units sold" />
      </FormGroup>
      <ScatterChart
        height={320}
        title="Products by price and rating"
        xAxis={[
          {
            label: 'Price (€)',
            colorMap: enabled.x ? { type: 'piecewise', thresholds: [50], colors: ['#9e9e9e', '#6a1b9a'] } : undefined,
          },
        ]}
        yAxis={[
          {
            label: 'Rating',
            width: 50,
            colorMap: enabled.y ? { type: 'piecewise', thresholds: [3], colors: ['#d32f2f', '#9e9e9e'] } : undefined,
          },
        ]}
        zAxis={[
          {
            colorMap: enabled.z ? { type: 'continuous', min: 0, max: 1000, color: ['#c8e6c9', '#1b5e20'] } : undefined,
          },
        ]}
        series={[{ id: 'products', data: products, label: 'Products', color: '#1976d2', markerSize: 6 }]}
        hideLegend
      />
    </Stack>
  );
}
