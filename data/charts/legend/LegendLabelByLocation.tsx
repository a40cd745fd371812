import { LineChart } from '@mui/x-charts/LineChart';

const weeks = ['W1', 'W2', 'W3', 'W4', 'W5', 'W6', 'W7', 'W8'];

// A series label can be a function: the legend gets a short name, the tooltip a descriptive one.
const label = (short: string, long: string) => (location: 'tooltip' | 'legend') =>
  location === 'legend' ? short : long;

export default function LegendLabelByLocation() {
  return (
    <LineChart
      height={280}
      xAxis={[{ scaleType: 'point', data: weeks }]}
      series={[
        {
          id: 'p50',
          label: label('p50', 'Median response time (ms)'),
          data: [182, 176, 190, 171, 168, 174, 165, 160],
        },
        {
          id: 'p95',
          label: label('p95', '95th percentile response time (ms)'),
          data: [420, 398, 455, 402, 380, 391, 372, 360],
        },
      ]}
    />
  );
}
