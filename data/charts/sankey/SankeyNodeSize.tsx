import * as React from 'react';
import Box from '@mui/material/Box';
import Stack from '@mui/material/Stack';
import Slider from '@mui/material/Slider';
import Typography from '@mui/material/Typography';
import { Unstable_SankeyChart as SankeyChart } from '@mui/x-charts-pro/SankeyChart';
import { useIsBrowser } from './useIsBrowser';

const links = [
  { source: 'Water', target: 'Drinking', value: 31 },
  { source: 'Water', target: 'Irrigation', value: 52 },
  { source: 'Water', target: 'Industry', value: 17 },
  { source: 'Drinking', target: 'Treated', value: 28 },
  { source: 'Industry', target: 'Treated', value: 12 },
  { source: 'Irrigation', target: 'Evaporated', value: 52 },
  { source: 'Drinking', target: 'Evaporated', value: 3 },
  { source: 'Industry', target: 'Evaporated', value: 5 },
];

export default function SankeyNodeSize() {
  const isBrowser = useIsBrowser();
  const [width, setWidth] = React.useState(16);
  const [padding, setPadding] = React.useState(12);
  return (
    <Stack spacing={2}>
      <Stack direction="row" spacing={4} sx={{ flexWrap: 'wrap' }}>
        <Stack direction="row" spacing={2} sx={{ alignItems: 'center', width: 260 }}>
          <Typography id="sankey-width-label" variant="body2" sx={{ minWidth: 90 }}>
            width: {width}px
          </Typography>
          <Slider
            size="small"
            min={4}
            max={40}
            value={width}
            onChange={(_event, value) => setWidth(value as number)}
            aria-labelledby="sankey-width-label"
          />
        </Stack>
        <Stack direction="row" spacing={2} sx={{ alignItems: 'center', width: 260 }}>
          <Typography id="sankey-padding-label" variant="body2" sx={{ minWidth: 90 }}>
            padding: {padding}px
          </Typography>
          <Slider
            size="small"
            min={0}
            max={40}
            value={padding}
            onChange={(_event, value) => setPadding(value as number)}
            aria-labelledby="sankey-padding-label"
          />
        </Stack>
      </Stack>
      {isBrowser ? (
        <SankeyChart
          height={300}
          series={{
            id: 'water',
            data: { links },
            nodeOptions: { width, padding },
            valueFormatter: (value) => `${value}%`,
          }}
        />
      ) : (
        <Box sx={{ height: 300 }} />
      )}
    </Stack>
  );
}
