import { PieChart } from '@mui/x-charts/PieChart';

interface Share {
  id: string;
  label: string;
  value: number;
}

// Share of page views per browser, in the order the analytics export returned them.
const browsers: Share[] = [
  { id: 'firefox', label: 'Firefox', value: 7.2 },
  { id: 'chrome', label: 'Chrome', value: 61.8 },
  { id: 'opera', label: 'Opera', value: 2.1 },
  { id: 'edge', label: 'Edge', value: 5.4 },
  { id: 'safari', label: 'Safari', value: 19.6 },
  { id: 'samsung', label: 'Samsung Internet', value: 2.6 },
  { id: 'vivaldi', label: 'Vivaldi', value: 0.7 },
  { id: 'brave', label: 'Brave', value: 0.6 },
];

// Slices below this share are merged into one "Other" slice.
const MIN_SHARE = 5;

// Sort the data itself (largest first) so that the legend follows the same order as the arcs.
const kept = browsers.filter((item) => item.value >= MIN_SHARE).sort((a, b) => b.value - a.value);
const merged = browsers.filter((item) => item.value < MIN_SHARE);
const data = [
  ...kept,
  {
    id: 'other',
    label: `Other (${merged.length})`,
    value: Math.round(merged.reduce((sum, item) => sum + item.value, 0) * 10) / 10,
    color: '#9e9e9e',
  },
];

export default function PieGroupSmallSlices() {
  return (
    <PieChart
      height={280}
      series={[
        {
          data,
          innerRadius: '45%',
          paddingAngle: 1,
          valueFormatter: (item) => `${item.value}%`,
        },
      ]}
    />
  );
}
