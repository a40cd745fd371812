import * as React from 'react';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { LineChart } from '@mui/x-charts/LineChart';
import { ChartsBrushOverlay } from '@mui/x-charts/ChartsBrushOverlay';
import { useBrush, useXScale } from '@mui/x-charts/hooks';

const minutes = Array.from({ length: 61 }, (_, index) => index);
const heartRate = minutes.map((minute) => Math.round(72 + 48 * Math.exp(-((minute - 30) ** 2) / 120) + (minute % 5)));

/** Turns the pixel positions of the brush into minutes, while the user drags. */
function BrushReporter({ onRangeChange }) {
  const brush = useBrush();
  const xScale = useXScale();
  const from = brush ? Math.round(xScale.invert(Math.min(brush.start.x, brush.current.x))) : null;
  const to = brush ? Math.round(xScale.invert(Math.max(brush.start.x, brush.current.x))) : null;
  React.useEffect(() => {
    if (from !== null && to !== null) {
      onRangeChange({ from: Math.max(0, from), to: Math.min(60, to) });
    }
  }, [from, to, onRangeChange]);
  return null;
}

export default function BrushRange() {
  const [range, setRange] = React.useState(null);
  const selected = range ? heartRate.slice(range.from, range.to + 1) : [];
  const average = selected.length
    ? Math.round(selected.reduce((sum, value) => sum + value, 0) / selected.length)
    : null;
  return (
    <Stack spacing={1}>
      <Typography variant="body2" data-testid="brush-range" aria-live="polite">
        {range
          ? `Selected minutes ${range.from} to ${range.to}: average ${average} bpm`
          : 'Drag across the chart to select a time range.'}
      </Typography>
      <LineChart
        height={300}
        brushConfig={{ enabled: true }}
        xAxis={[{ data: minutes, min: 0, max: 60, label: 'Minute of the run' }]}
        yAxis={[{ label: 'Heart rate (bpm)', width: 60 }]}
        series={[{ data: heartRate, label: 'Heart rate', showMark: false }]}
      >
        <ChartsBrushOverlay />
        <BrushReporter onRangeChange={setRange} />
      </LineChart>
    </Stack>
  );
}
