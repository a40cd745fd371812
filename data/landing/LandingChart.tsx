import * as React from 'react';
import { BarChart } from '@mui/x-charts/BarChart';

const months = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun'];

/** Monthly signups of two channels: hover a month to read its values. */
export default function LandingChart() {
  return (
    <BarChart
      height={180}
      margin={{ left: 0, right: 8, top: 8, bottom: 0 }}
      xAxis={[{ scaleType: 'band', data: months }]}
      yAxis={[{ width: 36 }]}
      series={[
        { id: 'web', label: 'Web', data: [42, 51, 48, 63, 71, 78] },
        { id: 'mobile', label: 'Mobile', data: [21, 25, 33, 38, 47, 59] },
      ]}
      slotProps={{ legend: { position: { vertical: 'top', horizontal: 'end' } } }}
    />
  );
}
