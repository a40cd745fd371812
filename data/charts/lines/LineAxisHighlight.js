import { LineChart } from '@mui/x-charts/LineChart';

const hours = Array.from({ length: 12 }, (_, index) => `${index * 2}:00`);
const load = [31, 27, 25, 38, 62, 71, 68, 74, 80, 66, 49, 36];

export default function LineAxisHighlight() {
  return (
    <LineChart
      height={300}
      // A vertical line follows the hovered x value, a horizontal one follows the pointer height.
      axisHighlight={{ x: 'line', y: 'line' }}
      xAxis={[{ scaleType: 'point', data: hours }]}
      yAxis={[{ min: 0, max: 100, valueFormatter: (value) => `${value}%` }]}
      series={[{ id: 'load', data: load, label: 'Grid load', valueFormatter: (value) => `${value}%` }]}
      hideLegend
    />
  );
}
