import { LineChart } from '@mui/x-charts/LineChart';

// Rows as they might come from an API: one object per month, one field per city.
const rainfall = [
  { month: 'Jan', lisbon: 96, oslo: 49, cairo: 5 },
  { month: 'Feb', lisbon: 86, oslo: 36, cairo: 4 },
  { month: 'Mar', lisbon: 58, oslo: 47, cairo: 3 },
  { month: 'Apr', lisbon: 62, oslo: 41, cairo: 1 },
  { month: 'May', lisbon: 44, oslo: 53, cairo: 0 },
  { month: 'Jun', lisbon: 15, oslo: 65, cairo: 0 },
];

const millimeters = (value) => (value === null ? '' : `${value} mm`);

export default function DatasetChart() {
  return (
    <LineChart
      height={300}
      dataset={rainfall}
      // The axis and each series name a field of the rows instead of holding their own arrays.
      xAxis={[{ scaleType: 'point', dataKey: 'month' }]}
      yAxis={[{ label: 'Rainfall (mm)', width: 60 }]}
      series={[
        { dataKey: 'lisbon', label: 'Lisbon', valueFormatter: millimeters },
        { dataKey: 'oslo', label: 'Oslo', valueFormatter: millimeters },
        { dataKey: 'cairo', label: 'Cairo', valueFormatter: millimeters },
      ]}
    />
  );
}
