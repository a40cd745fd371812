import * as React from 'react';
import Box from '@mui/material/Box';
import Slider from '@mui/material/Slider';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { Unstable_SankeyChart as SankeyChart } from '@mui/x-charts-pro/SankeyChart';
import { useIsBrowser } from './useIsBrowser';

// Links listed in an order that makes a first, unrelaxed layout cross a lot.
const links = [
  { source: 'Plant A', target: 'Warehouse 3', value: 30 },
  { source: 'Plant B', target: 'Warehouse 1', value: 45 },
  { source: 'Plant C', target: 'Warehouse 2', value: 25 },
  { source: 'Plant A', target: 'Warehouse 1', value: 10 },
  { source: 'Plant C', target: 'Warehouse 3', value: 15 },
  { source: 'Warehouse 1', target: 'Shop East', value: 40 },
  { source: 'Warehouse 1', target: 'Shop West', value: 15 },
  { source: 'Warehouse 2', target: 'Shop North', value: 25 },
  { source: 'Warehouse 3', target: 'Shop West', value: 30 },
  { source: 'Warehouse 3', target: 'Shop North', value: 15 },
];

export default function SankeyIterations() {
  const isBrowser = useIsBrowser();
  const [iterations, setIterations] = React.useState(0);

  return (
    <Stack spacing={1} sx={{ width: '100%' }}>
      <Typography id="sankey-iterations-label" variant="body2">
        iterations: {iterations}
      </Typography>
      <Slider
        value={iterations}
        onChange={(_event, value) => setIterations(value as number)}
        min={0}
        max={32}
        step={1}
        marks={[{ value: 0 }, { value: 6, label: '6 (default)' }, { value: 32, label: '32' }]}
        aria-labelledby="sankey-iterations-label"
        sx={{ maxWidth: 360, mx: 1 }}
      />
      {isBrowser ? (
        <SankeyChart height={320} series={{ id: 'supply', data: { links }, iterations }} />
      ) : (
        <Box sx={{ height: 320 }} />
      )}
    </Stack>
  );
}
