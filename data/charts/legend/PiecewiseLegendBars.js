import { BarChart } from '@mui/x-charts/BarChart';
import { PiecewiseColorLegend } from '@mui/x-charts/ChartsLegend';

const days = Array.from({ length: 14 }, (_, index) => `Nov ${index + 1}`);
// Server response times in milliseconds.
const latency = [180, 220, 340, 290, 610, 450, 210, 190, 880, 520, 260, 240, 310, 700];

// The legend text comes from the thresholds: "< 250 ms", "250–500 ms", ...
function formatBand({ min, max }) {
  if (min === null) {
    return `< ${String(max)} ms`;
  }
  if (max === null) {
    return `≥ ${String(min)} ms`;
  }
  return `${String(min)}–${String(max)} ms`;
}

export default function PiecewiseLegendBars() {
  return (
    <BarChart
      height={300}
      xAxis={[{ scaleType: 'band', data: days, tickLabelStyle: { fontSize: 10 } }]}
      yAxis={[
        {
          id: 'latency',
          colorMap: {
            type: 'piecewise',
            thresholds: [250, 500, 750],
            colors: ['#2e7d32', '#f9a825', '#ef6c00', '#c62828'],
          },
        },
      ]}
      series={[{ id: 'p95', data: latency, valueFormatter: (value) => `${value} ms` }]}
      slots={{ legend: PiecewiseColorLegend }}
      slotProps={{
        legend: {
          axisDirection: 'y',
          axisId: 'latency',
          labelPosition: 'inline-end',
          markType: 'circle',
          labelFormatter: formatBand,
        },
      }}
    />
  );
}
