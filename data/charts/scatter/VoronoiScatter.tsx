import * as React from 'react';
import Stack from '@mui/material/Stack';
import FormControlLabel from '@mui/material/FormControlLabel';
import Switch from '@mui/material/Switch';
import Slider from '@mui/material/Slider';
import Typography from '@mui/material/Typography';
import { ScatterChart } from '@mui/x-charts/ScatterChart';
import { climbers, rowers } from './scatterData';

const series = [
  { id: 'rowers', data: rowers, label: 'Rowers' },
  { id: 'climbers', data: climbers, label: 'Climbers' },
];

export default function VoronoiScatter() {
  const [disableVoronoi, setDisableVoronoi] = React.useState(false);
  const [radius, setRadius] = React.useState(30);
  return (
    <Stack spacing={1}>
      <Stack direction="row" spacing={3} sx={{ alignItems: 'center', flexWrap: 'wrap' }}>
        <FormControlLabel
          control={<Switch checked={disableVoronoi} onChange={(event) => setDisableVoronoi(event.target.checked)} />}
          label="disableVoronoi"
        />
        <Stack direction="row" spacing={2} sx={{ alignItems: 'center', minWidth: 260 }}>
          <Typography variant="body2">voronoiMaxRadius</Typography>
          <Slider
            size="small"
            min={5}
            max={80}
            value={radius}
            disabled={disableVoronoi}
            onChange={(_event, value) => setRadius(value as number)}
            valueLabelDisplay="auto"
            aria-label="voronoiMaxRadius"
            sx={{ width: 120 }}
          />
        </Stack>
      </Stack>
      <ScatterChart
        height={320}
        disableVoronoi={disableVoronoi}
        voronoiMaxRadius={radius}
        xAxis={[{ label: 'Height (cm)', min: 155, max: 205 }]}
        yAxis={[{ label: 'Weight (kg)', min: 45, max: 110 }]}
        series={series}
      />
    </Stack>
  );
}
