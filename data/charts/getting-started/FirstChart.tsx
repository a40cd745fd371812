import { LineChart } from '@mui/x-charts/LineChart';

const days = ['Mon', 'Tue', 'Wed', 'Thu', 'Fri'];

export default function FirstChart() {
  return (
    <LineChart
      height={300}
      xAxis={[{ scaleType: 'point', data: days }]}
      series={[{ id: 'revenue', data: [120, 180, 150, 210, 240], label: 'Revenue' }]}
    />
  );
}
