import { BarChart } from '@mui/x-charts/BarChart';

const quarters = ['Q1', 'Q2', 'Q3', 'Q4'];

export default function BasicBars() {
  return (
    <BarChart
      height={300}
      xAxis={[{ scaleType: 'band', data: quarters, label: 'Quarter' }]}
      yAxis={[{ label: 'Orders (thousands)' }]}
      series={[
        { data: [42, 55, 61, 70], label: 'Online store' },
        { data: [35, 38, 44, 41], label: 'Retail shops' },
      ]}
    />
  );
}
