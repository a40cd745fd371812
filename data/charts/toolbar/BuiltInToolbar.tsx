import * as React from 'react';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { LineChartPro } from '@mui/x-charts-pro/LineChartPro';
import type { ZoomData } from '@mui/x-charts-pro/models';

const weeks = Array.from({ length: 52 }, (_, index) => index + 1);
const riders = weeks.map((week) => Math.round(4200 + 1600 * Math.sin((week - 10) / 8.3) + week * 12));

export default function BuiltInToolbar() {
  const [zoom, setZoom] = React.useState<ZoomData[]>([{ axisId: 'weeks', start: 0, end: 100 }]);
  const range = zoom.find((item) => item.axisId === 'weeks');
  return (
    <Stack spacing={1}>
      <Typography variant="body2" data-testid="zoom-range" aria-live="polite">
        {range ? `Visible range: ${range.start.toFixed(0)}% to ${range.end.toFixed(0)}%` : 'Visible range: all'}
      </Typography>
      <LineChartPro
        height={320}
        showToolbar
        zoomData={zoom}
        onZoomChange={setZoom}
        xAxis={[{ id: 'weeks', data: weeks, min: 1, max: 52, label: 'Week', zoom: true }]}
        series={[{ id: 'riders', data: riders, label: 'Bike-share riders', showMark: false }]}
      />
    </Stack>
  );
}
