import { BarChart } from '@mui/x-charts/BarChart';

const cities = ['Berlin', 'Madrid', 'Rome', 'Warsaw', 'Vienna'];

export default function ToggleSeriesLegend() {
  return (
    <BarChart
      height={320}
      xAxis={[{ scaleType: 'band', data: cities }]}
      yAxis={[{ label: 'Nights booked (thousands)' }]}
      series={[
        { id: 'hotels', data: [41, 35, 38, 19, 22], label: 'Hotels' },
        { id: 'apartments', data: [28, 31, 26, 12, 15], label: 'Apartments' },
        { id: 'hostels', data: [9, 12, 10, 6, 4], label: 'Hostels' },
      ]}
      slotProps={{ legend: { toggleVisibilityOnClick: true } }}
    />
  );
}
