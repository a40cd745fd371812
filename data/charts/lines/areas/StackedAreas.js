import { LineChart } from '@mui/x-charts/LineChart';

const months = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug'];

export default function StackedAreas() {
  return (
    <LineChart
      height={320}
      xAxis={[{ scaleType: 'point', data: months }]}
      yAxis={[{ label: 'Active users (thousands)' }]}
      series={[
        {
          id: 'desktop',
          data: [42, 44, 47, 49, 52, 50, 48, 53],
          label: 'Desktop',
          area: true,
          stack: 'users',
          showMark: false,
        },
        {
          id: 'mobile',
          data: [28, 31, 35, 40, 46, 51, 55, 59],
          label: 'Mobile',
          area: true,
          stack: 'users',
          showMark: false,
        },
        {
          id: 'tablet',
          data: [9, 9, 10, 10, 11, 10, 9, 9],
          label: 'Tablet',
          area: true,
          stack: 'users',
          showMark: false,
        },
      ]}
    />
  );
}
