import { LineChart } from '@mui/x-charts/LineChart';

const days = Array.from({ length: 14 }, (_, index) => `Jan ${index + 1}`);
const minimum = [2, 0, -3, -6, -8, -5, -1, 1, 3, 2, -2, -4, -1, 2];

export default function PiecewiseLineColor() {
  return (
    <LineChart
      height={300}
      xAxis={[{ scaleType: 'point', data: days }]}
      yAxis={[
        {
          label: 'Minimum (°C)',
          // Below 0 °C the line is blue, from 0 °C up it is orange.
          colorMap: { type: 'piecewise', thresholds: [0], colors: ['#1e88e5', '#ef6c00'] },
        },
      ]}
      series={[{ id: 'min', data: minimum, label: 'Daily minimum', area: true }]}
      grid={{ horizontal: true }}
    />
  );
}
