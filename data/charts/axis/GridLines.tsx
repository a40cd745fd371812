import * as React from 'react';
import Checkbox from '@mui/material/Checkbox';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormGroup from '@mui/material/FormGroup';
import Stack from '@mui/material/Stack';
import { ScatterChart } from '@mui/x-charts/ScatterChart';

const plants = [
  { id: 1, x: 12, y: 3.1 },
  { id: 2, x: 18, y: 4.4 },
  { id: 3, x: 25, y: 5.2 },
  { id: 4, x: 31, y: 6.9 },
  { id: 5, x: 40, y: 7.4 },
  { id: 6, x: 46, y: 9.0 },
  { id: 7, x: 55, y: 9.6 },
  { id: 8, x: 63, y: 11.8 },
];

export default function GridLines() {
  const [horizontal, setHorizontal] = React.useState(true);
  const [vertical, setVertical] = React.useState(true);

  return (
    <Stack sx={{ width: '100%' }}>
      <FormGroup row>
        <FormControlLabel
          control={<Checkbox checked={horizontal} onChange={(event) => setHorizontal(event.target.checked)} />}
          label="horizontal"
        />
        <FormControlLabel
          control={<Checkbox checked={vertical} onChange={(event) => setVertical(event.target.checked)} />}
          label="vertical"
        />
      </FormGroup>
      <ScatterChart
        height={300}
        grid={{ horizontal, vertical }}
        xAxis={[{ label: 'Days since sowing' }]}
        yAxis={[{ label: 'Height (cm)', width: 60 }]}
        series={[{ id: 'plants', data: plants, label: 'Seedlings' }]}
        hideLegend
      />
    </Stack>
  );
}
