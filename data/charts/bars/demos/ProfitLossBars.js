import { BarChart } from '@mui/x-charts/BarChart';

const months = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'];
const result = [12, 8, -4, -9, 3, 15, 22, 18, -2, 6, 11, 19];

export default function ProfitLossBars() {
  return (
    <BarChart
      height={320}
      xAxis={[{ scaleType: 'band', data: months }]}
      yAxis={[
        {
          label: 'Net result (k€)',
          colorMap: { type: 'piecewise', thresholds: [0], colors: ['#d32f2f', '#2e7d32'] },
        },
      ]}
      series={[
        {
          id: 'net',
          data: result,
          label: 'Net result',
          valueFormatter: (value) => (value === null ? '' : `${value > 0 ? '+' : ''}${value} k€`),
        },
      ]}
      grid={{ horizontal: true }}
      hideLegend
    />
  );
}
