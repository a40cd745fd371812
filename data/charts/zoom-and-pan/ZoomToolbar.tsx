import { BarChartPro } from '@mui/x-charts-pro/BarChartPro';

const hours = Array.from(
  { length: 48 },
  (_, index) => `${String(Math.floor(index / 2)).padStart(2, '0')}:${index % 2 ? '30' : '00'}`,
);
const calls = hours.map((_, index) => {
  const hour = index / 2;
  const busy = hour >= 8 && hour < 18 ? 60 : 8;
  return Math.max(2, Math.round(busy + 20 * Math.sin(index / 3) + (index % 4) * 3));
});

export default function ZoomToolbar() {
  return (
    <BarChartPro
      height={320}
      showToolbar
      xAxis={[{ id: 'halfHours', scaleType: 'band', data: hours, zoom: true }]}
      series={[{ id: 'calls', data: calls, label: 'Support calls per half hour' }]}
    />
  );
}
