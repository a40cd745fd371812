import * as React from 'react';
import Stack from '@mui/material/Stack';
import ToggleButton from '@mui/material/ToggleButton';
import ToggleButtonGroup from '@mui/material/ToggleButtonGroup';
import { ScatterChart } from '@mui/x-charts/ScatterChart';

type Anchor = 'pointer' | 'node';
type Position = 'top' | 'bottom' | 'left' | 'right';

const trees = [
  { id: 'oak', x: 14, y: 22 },
  { id: 'beech', x: 18, y: 27 },
  { id: 'pine', x: 25, y: 31 },
  { id: 'birch', x: 9, y: 15 },
  { id: 'maple', x: 21, y: 19 },
  { id: 'ash', x: 30, y: 28 },
];

export default function TooltipPlacement() {
  const [anchor, setAnchor] = React.useState<Anchor>('node');
  const [position, setPosition] = React.useState<Position>('top');
  return (
    <Stack spacing={1}>
      <Stack direction="row" spacing={2} sx={{ flexWrap: 'wrap', rowGap: 1 }}>
        <ToggleButtonGroup
          size="small"
          exclusive
          value={anchor}
          onChange={(_event, value: Anchor | null) => value && setAnchor(value)}
          aria-label="Tooltip anchor"
        >
          <ToggleButton value="pointer">pointer</ToggleButton>
          <ToggleButton value="node">node</ToggleButton>
        </ToggleButtonGroup>
        <ToggleButtonGroup
          size="small"
          exclusive
          value={position}
          onChange={(_event, value: Position | null) => value && setPosition(value)}
          aria-label="Tooltip position"
        >
          <ToggleButton value="top">top</ToggleButton>
          <ToggleButton value="right">right</ToggleButton>
          <ToggleButton value="bottom">bottom</ToggleButton>
          <ToggleButton value="left">left</ToggleButton>
        </ToggleButtonGroup>
      </Stack>
      <ScatterChart
        height={300}
        xAxis={[{ label: 'Trunk diameter (cm)', min: 0, max: 35 }]}
        yAxis={[{ label: 'Height (m)', min: 0, max: 35 }]}
        series={[
          {
            id: 'trees',
            data: trees,
            label: 'Trees',
            markerSize: 8,
            valueFormatter: (point) => (point === null ? '' : `${point.id}: ${point.x} cm, ${point.y} m`),
          },
        ]}
        slotProps={{ tooltip: { anchor, position } }}
        hideLegend
      />
    </Stack>
  );
}
