import { BarChart } from '@mui/x-charts/BarChart';

const accounts = ['Ads', 'Hosting', 'Licenses', 'Refunds', 'Consulting', 'Grants', 'Travel'];
// Values from -4,000 to +250,000: a log scale cannot show zero or negative numbers.
const netFlow = [-4200, -850, -12, 35, 1800, 62000, -240];

const compact = new Intl.NumberFormat('en-US', { notation: 'compact' });

export default function SymlogAxis() {
  return (
    <BarChart
      height={320}
      xAxis={[{ scaleType: 'band', data: accounts }]}
      yAxis={[
        {
          scaleType: 'symlog',
          constant: 10,
          tickInterval: [-10000, -1000, -100, -10, 0, 10, 100, 1000, 10000, 100000],
          valueFormatter: (value) => compact.format(value),
          width: 55,
        },
      ]}
      series={[{ id: 'flow', data: netFlow, label: 'Net cash flow (USD)' }]}
      grid={{ horizontal: true }}
      hideLegend
    />
  );
}
