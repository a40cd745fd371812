import { BarChart } from '@mui/x-charts/BarChart';

const months = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'];
const netIncome = [12, 8, -4, 15, 21, -9, -2, 18, 24, 11, -6, 30];

export default function ColorGetterBars() {
  return (
    <BarChart
      height={300}
      xAxis={[{ scaleType: 'band', data: months }]}
      yAxis={[{ valueFormatter: (value) => `${value}k€` }]}
      series={[
        {
          id: 'net',
          data: netIncome,
          label: 'Net income',
          // The legend shows `color`; each bar takes the color returned for its value.
          color: '#2e7d32',
          colorGetter: ({ value }) => (value !== null && value < 0 ? '#c62828' : '#2e7d32'),
          valueFormatter: (value) => (value === null ? '' : `${value}k€`),
        },
      ]}
      grid={{ horizontal: true }}
    />
  );
}
