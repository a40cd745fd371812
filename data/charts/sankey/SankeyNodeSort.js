import * as React from 'react';
import Box from '@mui/material/Box';
import Stack from '@mui/material/Stack';
import ToggleButton from '@mui/material/ToggleButton';
import ToggleButtonGroup from '@mui/material/ToggleButtonGroup';
import { Unstable_SankeyChart as SankeyChart } from '@mui/x-charts-pro/SankeyChart';
import { useIsBrowser } from './useIsBrowser';

// The nodes array lists the sources alphabetically.
const nodes = [
  { id: 'coal', label: 'Coal' },
  { id: 'gas', label: 'Gas' },
  { id: 'nuclear', label: 'Nuclear' },
  { id: 'solar', label: 'Solar' },
  { id: 'wind', label: 'Wind' },
  { id: 'grid', label: 'Grid' },
  { id: 'homes', label: 'Homes' },
  { id: 'industry', label: 'Industry' },
];

const links = [
  { source: 'coal', target: 'grid', value: 12 },
  { source: 'gas', target: 'grid', value: 38 },
  { source: 'nuclear', target: 'grid', value: 21 },
  { source: 'solar', target: 'grid', value: 9 },
  { source: 'wind', target: 'grid', value: 27 },
  { source: 'grid', target: 'homes', value: 44 },
  { source: 'grid', target: 'industry', value: 63 },
];

const sortOptions = {
  auto: 'auto',
  fixed: 'fixed',
  // A compare function: the largest node of each column on top.
  largest: (a, b) => b.value - a.value,
};

export default function SankeyNodeSort() {
  const isBrowser = useIsBrowser();
  const [mode, setMode] = React.useState('fixed');
  return (
    <Stack spacing={2}>
      <ToggleButtonGroup
        size="small"
        exclusive
        value={mode}
        onChange={(_event, value) => value && setMode(value)}
        aria-label="Node sort"
      >
        <ToggleButton value="auto">auto</ToggleButton>
        <ToggleButton value="fixed">fixed</ToggleButton>
        <ToggleButton value="largest">largest first</ToggleButton>
      </ToggleButtonGroup>
      {isBrowser ? (
        <SankeyChart
          height={320}
          series={{
            id: 'electricity',
            data: { nodes, links },
            nodeOptions: { sort: sortOptions[mode] },
            valueFormatter: (value) => `${value} TWh`,
          }}
        />
      ) : (
        <Box sx={{ height: 320 }} />
      )}
    </Stack>
  );
}
