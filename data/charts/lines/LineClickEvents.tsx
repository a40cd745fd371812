import * as React from 'react';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { LineChart } from '@mui/x-charts/LineChart';

const weeks = ['W1', 'W2', 'W3', 'W4', 'W5', 'W6'];

export default function LineClickEvents() {
  const [message, setMessage] = React.useState('Click a mark, a line or an area.');

  return (
    <Stack spacing={1} sx={{ width: '100%' }}>
      <LineChart
        height={300}
        xAxis={[{ scaleType: 'point', data: weeks }]}
        series={[
          { id: 'backlog', data: [40, 36, 38, 31, 27, 22], label: 'Open bugs', area: true },
          { id: 'fixed', data: [8, 12, 9, 15, 14, 17], label: 'Fixed bugs' },
        ]}
        onMarkClick={(_event, item) => setMessage(`Mark: ${item.seriesId}, week ${weeks[item.dataIndex ?? 0]}`)}
        onLineClick={(_event, item) => setMessage(`Line: ${item.seriesId}`)}
        onAreaClick={(_event, item) => setMessage(`Area: ${item.seriesId}`)}
      />
      <Typography variant="body2">{message}</Typography>
    </Stack>
  );
}
