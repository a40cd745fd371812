import * as React from 'react';
import Stack from '@mui/material/Stack';
import { BarChart } from '@mui/x-charts/BarChart';
import type { AxisItemIdentifier } from '@mui/x-charts/models';

const months = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun'];

export default function SyncedHighlight() {
  const [highlightedAxis, setHighlightedAxis] = React.useState<AxisItemIdentifier[]>([]);

  // Both charts use the same axis id, so one highlight state drives the two of them.
  const shared = {
    height: 200,
    xAxis: [{ id: 'months', scaleType: 'band' as const, data: months }],
    highlightedAxis,
    onHighlightedAxisChange: setHighlightedAxis,
  };

  return (
    <Stack sx={{ width: '100%' }}>
      <BarChart {...shared} series={[{ id: 'visits', data: [820, 910, 1040, 990, 1180, 1250], label: 'Visits' }]} />
      <BarChart {...shared} series={[{ id: 'orders', data: [41, 52, 49, 60, 71, 69], label: 'Orders' }]} />
    </Stack>
  );
}
