import { BarChart } from '@mui/x-charts/BarChart';

const years = ['2021', '2022', '2023', '2024', '2025'];

export default function StackedBars() {
  return (
    <BarChart
      height={320}
      xAxis={[{ scaleType: 'band', data: years }]}
      yAxis={[{ label: 'Revenue (M€)' }]}
      series={[
        { id: 'hardware', data: [14, 16, 15, 18, 21], label: 'Hardware', stack: 'revenue' },
        { id: 'software', data: [8, 11, 14, 17, 19], label: 'Software', stack: 'revenue' },
        { id: 'services', data: [5, 6, 8, 9, 12], label: 'Services', stack: 'revenue' },
        { id: 'costs', data: [20, 23, 25, 28, 31], label: 'Operating costs' },
      ]}
    />
  );
}
