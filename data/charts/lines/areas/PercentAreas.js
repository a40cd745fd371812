import { LineChart } from '@mui/x-charts/LineChart';

const years = ['2019', '2020', '2021', '2022', '2023', '2024', '2025'];
// Absolute sales (thousand units); the chart shows each channel's share of the yearly total.
const channels = [
  { id: 'stores', label: 'Stores', data: [820, 610, 650, 700, 690, 680, 660] },
  { id: 'web', label: 'Website', data: [210, 390, 420, 450, 500, 540, 590] },
  { id: 'apps', label: 'Apps', data: [40, 120, 190, 260, 330, 400, 470] },
];

export default function PercentAreas() {
  return (
    <LineChart
      height={320}
      xAxis={[{ scaleType: 'point', data: years }]}
      yAxis={[{ min: 0, max: 1, valueFormatter: (value) => `${Math.round(value * 100)}%` }]}
      series={channels.map((channel) => ({
        ...channel,
        area: true,
        showMark: false,
        stack: 'sales',
        // Every year is rescaled so the stack reaches 100%.
        stackOffset: 'expand',
        valueFormatter: (value) => `${value} k units`,
      }))}
    />
  );
}
