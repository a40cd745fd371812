import { LineChart } from '@mui/x-charts/LineChart';

// One record per day, as a reporting API might send it.
const traffic = [
  { day: 'Mon', desktop: 3120, mobile: 4210, tablet: 540 },
  { day: 'Tue', desktop: 3380, mobile: 4020, tablet: 510 },
  { day: 'Wed', desktop: 3290, mobile: 4390, tablet: 580 },
  { day: 'Thu', desktop: 3510, mobile: 4480, tablet: 600 },
  { day: 'Fri', desktop: 3010, mobile: 5120, tablet: 690 },
  { day: 'Sat', desktop: 1820, mobile: 6010, tablet: 910 },
  { day: 'Sun', desktop: 1640, mobile: 5870, tablet: 880 },
];

export default function LineDataset() {
  return (
    <LineChart
      height={320}
      dataset={traffic}
      xAxis={[{ scaleType: 'point', dataKey: 'day' }]}
      series={[
        { dataKey: 'desktop', label: 'Desktop' },
        { dataKey: 'mobile', label: 'Mobile' },
        { dataKey: 'tablet', label: 'Tablet' },
      ]}
    />
  );
}
