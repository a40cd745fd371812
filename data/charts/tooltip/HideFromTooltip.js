import { LineChart } from '@mui/x-charts/LineChart';

const weeks = ['W1', 'W2', 'W3', 'W4', 'W5', 'W6', 'W7', 'W8', 'W9', 'W10'];
const weekly = [31, 35, 29, 40, 44, 38, 47, 52, 49, 55];
// A three-week moving average, drawn as a visual guide only.
const average = weekly.map((_, index) => {
  const window = weekly.slice(Math.max(0, index - 2), index + 1);
  return Math.round(window.reduce((sum, value) => sum + value, 0) / window.length);
});

export default function HideFromTooltip() {
  return (
    <LineChart
      height={300}
      xAxis={[{ scaleType: 'point', data: weeks }]}
      series={[
        {
          id: 'weekly',
          data: weekly,
          label: 'Deliveries',
          valueFormatter: (v) => (v === null ? '' : `${v} deliveries`),
        },
        {
          id: 'average',
          data: average,
          label: '3-week average',
          showMark: false,
          color: '#9e9e9e',
          // Returning null keeps the series on the chart and out of the tooltip.
          valueFormatter: () => null,
        },
      ]}
    />
  );
}
