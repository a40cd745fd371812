import * as React from 'react';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import MenuItem from '@mui/material/MenuItem';
import { BarChart } from '@mui/x-charts/BarChart';
import type { FadeOptions, HighlightOptions } from '@mui/x-charts/context';

const highlightOptions: HighlightOptions[] = ['none', 'item', 'series'];
const fadeOptions: FadeOptions[] = ['none', 'series', 'global'];
const quarters = ['Q1', 'Q2', 'Q3', 'Q4'];

export default function HighlightScopes() {
  const [highlight, setHighlight] = React.useState<HighlightOptions>('item');
  const [fade, setFade] = React.useState<FadeOptions>('global');
  const scope = { highlight, fade };
  return (
    <Stack spacing={2}>
      <Stack direction="row" spacing={2}>
        <TextField
          select
          size="small"
          label="highlight"
          value={highlight}
          onChange={(e) => setHighlight(e.target.value as HighlightOptions)}
          sx={{ minWidth: 140 }}
        >
          {highlightOptions.map((option) => (
            <MenuItem key={option} value={option}>
              {option}
            </MenuItem>
          ))}
        </TextField>
        <TextField
          select
          size="small"
          label="fade"
          value={fade}
          onChange={(e) => setFade(e.target.value as FadeOptions)}
          sx={{ minWidth: 140 }}
        >
          {fadeOptions.map((option) => (
            <MenuItem key={option} value={option}>
              {option}
            </MenuItem>
          ))}
        </TextField>
      </Stack>
      <BarChart
        height={300}
        xAxis={[{ scaleType: 'band', data: quarters }]}
        series={[
          { id: 'north', data: [21, 25, 30, 28], label: 'North', highlightScope: scope },
          { id: 'south', data: [17, 19, 24, 29], label: 'South', highlightScope: scope },
          { id: 'west', data: [12, 18, 15, 20], label: 'West', highlightScope: scope },
        ]}
      />
    </Stack>
  );
}
