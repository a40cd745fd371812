import * as React from 'react';
import Stack from '@mui/material/Stack';
import { LineChartPro } from '@mui/x-charts-pro/LineChartPro';
import { BarChartPro } from '@mui/x-charts-pro/BarChartPro';
import type { ZoomData } from '@mui/x-charts-pro/models';
import { days, formatDay, visits } from './zoomData';

// Orders follow the visits with a conversion rate that drifts around 3%.
const orders = visits.map((value, index) => Math.round(value * (0.028 + 0.006 * Math.cos(index / 11))));

export default function SyncedZoom() {
  // Both charts use the same axis id, so one zoom state drives both.
  const [zoom, setZoom] = React.useState<ZoomData[]>([{ axisId: 'days', start: 60, end: 100 }]);
  return (
    <Stack spacing={0}>
      <LineChartPro
        height={220}
        zoomData={zoom}
        onZoomChange={setZoom}
        xAxis={[{ id: 'days', scaleType: 'utc', data: days, valueFormatter: formatDay, zoom: true }]}
        series={[{ id: 'visits', data: visits, label: 'Visits', showMark: false }]}
      />
      <BarChartPro
        height={220}
        zoomData={zoom}
        onZoomChange={setZoom}
        xAxis={[{ id: 'days', scaleType: 'band', data: days, valueFormatter: formatDay, zoom: true }]}
        series={[{ id: 'orders', data: orders, label: 'Orders', color: '#f57c00' }]}
      />
    </Stack>
  );
}
