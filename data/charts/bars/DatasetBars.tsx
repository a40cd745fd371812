import { BarChart } from '@mui/x-charts/BarChart';

const rainfall = [
  { month: 'Jan', lisbon: 99, oslo: 49, vienna: 38 },
  { month: 'Feb', lisbon: 86, oslo: 36, vienna: 42 },
  { month: 'Mar', lisbon: 58, oslo: 47, vienna: 41 },
  { month: 'Apr', lisbon: 62, oslo: 41, vienna: 51 },
  { month: 'May', lisbon: 45, oslo: 53, vienna: 61 },
  { month: 'Jun', lisbon: 14, oslo: 65, vienna: 70 },
];

const mm = (value: number | null) => (value === null ? '' : `${value} mm`);

export default function DatasetBars() {
  return (
    <BarChart
      height={320}
      dataset={rainfall}
      xAxis={[{ scaleType: 'band', dataKey: 'month' }]}
      yAxis={[{ label: 'Rainfall (mm)' }]}
      series={[
        { id: 'lisbon', dataKey: 'lisbon', label: 'Lisbon', valueFormatter: mm },
        { id: 'oslo', dataKey: 'oslo', label: 'Oslo', valueFormatter: mm },
        { id: 'vienna', dataKey: 'vienna', label: 'Vienna', valueFormatter: mm },
      ]}
    />
  );
}
