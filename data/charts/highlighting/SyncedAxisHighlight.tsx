import * as React from 'react';
import Stack from '@mui/material/Stack';
import { BarChart } from '@mui/x-charts/BarChart';
import { LineChart } from '@mui/x-charts/LineChart';
import type { AxisItemIdentifier } from '@mui/x-charts/models';

const days = ['Mon', 'Tue', 'Wed', 'Thu', 'Fri', 'Sat', 'Sun'];
const orders = [120, 135, 128, 150, 171, 96, 80];
const revenue = [8.4, 9.6, 9.1, 11.2, 12.9, 7.1, 5.8];

// Both charts use the same axis id, so one highlight value fits both.
const AXIS_ID = 'days';

export default function SyncedAxisHighlight() {
  const [highlightedAxis, setHighlightedAxis] = React.useState<AxisItemIdentifier[]>([]);

  return (
    <Stack spacing={1}>
      <BarChart
        height={200}
        xAxis={[{ id: AXIS_ID, scaleType: 'band', data: days }]}
        series={[{ id: 'orders', data: orders, label: 'Orders' }]}
        highlightedAxis={highlightedAxis}
        onHighlightedAxisChange={setHighlightedAxis}
      />
      <LineChart
        height={200}
        xAxis={[{ id: AXIS_ID, scaleType: 'point', data: days }]}
        series={[{ id: 'revenue', data: revenue, label: 'Revenue (k$)', color: '#2e7d32' }]}
        highlightedAxis={highlightedAxis}
        onHighlightedAxisChange={setHighlightedAxis}
      />
    </Stack>
  );
}
