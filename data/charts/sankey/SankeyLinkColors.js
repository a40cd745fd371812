import * as React from 'react';
import Box from '@mui/material/Box';
import Stack from '@mui/material/Stack';
import Slider from '@mui/material/Slider';
import Typography from '@mui/material/Typography';
import ToggleButton from '@mui/material/ToggleButton';
import ToggleButtonGroup from '@mui/material/ToggleButtonGroup';
import { Unstable_SankeyChart as SankeyChart } from '@mui/x-charts-pro/SankeyChart';
import { useIsBrowser } from './useIsBrowser';

const nodes = [
  { id: 'web', label: 'Website', color: '#3949ab' },
  { id: 'app', label: 'Mobile app', color: '#00897b' },
  { id: 'store', label: 'Stores', color: '#8e24aa' },
  { id: 'delivered', label: 'Delivered', color: '#43a047' },
  { id: 'returned', label: 'Returned', color: '#e53935' },
];

const links = [
  { source: 'web', target: 'delivered', value: 5400 },
  { source: 'web', target: 'returned', value: 700 },
  { source: 'app', target: 'delivered', value: 3900 },
  { source: 'app', target: 'returned', value: 350 },
  { source: 'store', target: 'delivered', value: 2100 },
  { source: 'store', target: 'returned', value: 120 },
];

export default function SankeyLinkColors() {
  const isBrowser = useIsBrowser();
  const [color, setColor] = React.useState('target');
  const [opacity, setOpacity] = React.useState(0.5);
  return (
    <Stack spacing={2}>
      <Stack direction="row" spacing={3} sx={{ alignItems: 'center', flexWrap: 'wrap' }}>
        <ToggleButtonGroup
          size="small"
          exclusive
          value={color}
          onChange={(_event, value) => value && setColor(value)}
          aria-label="Link color"
        >
          <ToggleButton value="source">source</ToggleButton>
          <ToggleButton value="target">target</ToggleButton>
          <ToggleButton value="neutral">one color</ToggleButton>
        </ToggleButtonGroup>
        <Stack direction="row" spacing={2} sx={{ alignItems: 'center', width: 260 }}>
          <Typography id="sankey-opacity-label" variant="body2" sx={{ minWidth: 100 }}>
            opacity: {opacity.toFixed(1)}
          </Typography>
          <Slider
            size="small"
            min={0.1}
            max={1}
            step={0.1}
            value={opacity}
            onChange={(_event, value) => setOpacity(value)}
            aria-labelledby="sankey-opacity-label"
          />
        </Stack>
      </Stack>
      {isBrowser ? (
        <SankeyChart
          height={300}
          series={{
            id: 'orders',
            data: { nodes, links },
            linkOptions: { color: color === 'neutral' ? '#90a4ae' : color, opacity },
          }}
        />
      ) : (
        <Box sx={{ height: 300 }} />
      )}
    </Stack>
  );
}
