import { LineChartPro } from '@mui/x-charts-pro/LineChartPro';
import { days, formatDay, visits } from './zoomData';

export default function ZoomableLine() {
  return (
    <LineChartPro
      height={320}
      xAxis={[{ id: 'days', scaleType: 'utc', data: days, valueFormatter: formatDay, zoom: true }]}
      series={[{ id: 'visits', data: visits, label: 'Daily visits', showMark: false }]}
      initialZoom={[{ axisId: 'days', start: 50, end: 100 }]}
    />
  );
}
