import * as React from 'react';
import { LineChartPro } from '@mui/x-charts-pro/LineChartPro';

// A year of daily readings, made up: a slow seasonal swing with a little day-to-day noise.
const days = Array.from({ length: 365 }, (_, day) => new Date(2025, 0, day + 1));
const temperatures = days.map((_, day) => {
  const season = 12 - 10 * Math.cos((2 * Math.PI * (day - 15)) / 365);
  const noise = 2.5 * Math.sin(day * 1.7) + 1.5 * Math.sin(day * 0.45);
  return Math.round((season + noise) * 10) / 10;
});

/** Scroll (or pinch) over the plot to zoom into a few weeks, then drag to pan; the slider below shows where you are (Pro). */
export default function OverviewZoom() {
  return (
    <LineChartPro
      height={280}
      xAxis={[
        {
          scaleType: 'time',
          data: days,
          zoom: { slider: { enabled: true } },
          valueFormatter: (date) => date.toLocaleDateString('en-US', { month: 'short', day: 'numeric' }),
        },
      ]}
      yAxis={[{ width: 40, valueFormatter: (value) => `${value}°` }]}
      series={[{ data: temperatures, label: 'Daily mean (°C)', showMark: false }]}
    />
  );
}
