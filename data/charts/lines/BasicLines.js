import { LineChart } from '@mui/x-charts/LineChart';

const months = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun'];

export default function BasicLines() {
  return (
    <LineChart
      height={300}
      xAxis={[{ scaleType: 'point', data: months }]}
      yAxis={[{ label: 'Temperature (°C)' }]}
      series={[
        { data: [4, 6, 10, 14, 18, 22], label: 'Lisbon' },
        { data: [-2, 0, 5, 11, 16, 20], label: 'Berlin', curve: 'linear' },
      ]}
    />
  );
}
