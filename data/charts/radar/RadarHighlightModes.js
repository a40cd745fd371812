import * as React from 'react';
import Stack from '@mui/material/Stack';
import ToggleButton from '@mui/material/ToggleButton';
import ToggleButtonGroup from '@mui/material/ToggleButtonGroup';
import { RadarChart } from '@mui/x-charts/RadarChart';

const skills = ['Frontend', 'Backend', 'Testing', 'DevOps', 'Design', 'Mentoring'];
const team = [
  { id: 'ana', label: 'Ana', data: [9, 5, 7, 4, 8, 6] },
  { id: 'bilal', label: 'Bilal', data: [4, 9, 6, 8, 3, 7] },
  { id: 'chen', label: 'Chen', data: [6, 6, 9, 5, 5, 9] },
];

export default function RadarHighlightModes() {
  const [highlight, setHighlight] = React.useState('axis');
  return (
    <Stack spacing={1}>
      <ToggleButtonGroup
        size="small"
        exclusive
        value={highlight}
        onChange={(_event, value) => value && setHighlight(value)}
        aria-label="Highlight mode"
      >
        <ToggleButton value="axis">axis</ToggleButton>
        <ToggleButton value="series">series</ToggleButton>
        <ToggleButton value="none">none</ToggleButton>
      </ToggleButtonGroup>
      <RadarChart
        height={340}
        highlight={highlight}
        radar={{ max: 10, metrics: skills }}
        series={team.map((person) => ({ ...person, fillArea: true }))}
        // With 'series', an item tooltip describes the hovered polygon; with 'axis', the axis tooltip lists one metric.
        slotProps={{ tooltip: { trigger: highlight === 'series' ? 'item' : 'axis' } }}
      />
    </Stack>
  );
}
