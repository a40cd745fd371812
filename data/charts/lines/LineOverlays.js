import * as React from 'react';
import ToggleButton from '@mui/material/ToggleButton';
import ToggleButtonGroup from '@mui/material/ToggleButtonGroup';
import Stack from '@mui/material/Stack';
import { LineChart } from '@mui/x-charts/LineChart';

const hours = ['09:00', '10:00', '11:00', '12:00', '13:00', '14:00'];

export default function LineOverlays() {
  const [state, setState] = React.useState('empty');

  return (
    <Stack spacing={1} sx={{ width: '100%' }}>
      <ToggleButtonGroup
        size="small"
        exclusive
        value={state}
        onChange={(_event, next) => next && setState(next)}
        aria-label="Chart state"
      >
        <ToggleButton value="loading">loading</ToggleButton>
        <ToggleButton value="empty">no data</ToggleButton>
        <ToggleButton value="data">data</ToggleButton>
      </ToggleButtonGroup>
      <LineChart
        height={280}
        loading={state === 'loading'}
        xAxis={[{ scaleType: 'point', data: hours }]}
        series={[{ id: 'calls', data: state === 'data' ? [12, 19, 24, 15, 21, 28] : [], label: 'Support calls' }]}
        // The overlay texts are translatable strings of the chart.
        localeText={{ loading: 'Fetching today’s calls…', noData: 'No calls recorded yet today' }}
      />
    </Stack>
  );
}
