import { BarChart } from '@mui/x-charts/BarChart';
import { type AxisValueFormatterContext } from '@mui/x-charts/models';

const quarters = [
  { quarter: 'Q1', year: 2024 },
  { quarter: 'Q2', year: 2024 },
  { quarter: 'Q3', year: 2024 },
  { quarter: 'Q4', year: 2024 },
  { quarter: 'Q1', year: 2025 },
  { quarter: 'Q2', year: 2025 },
];
const revenue = [1.8, 2.1, 2.4, 3.2, 2.6, 2.9];

// On ticks, "\n" starts a second line; the tooltip heading keeps one line.
function formatQuarter(index: number, context: AxisValueFormatterContext) {
  const { quarter, year } = quarters[index];
  return context.location === 'tick' ? `${quarter}\n${year}` : `${quarter} ${year}`;
}

export default function MultiLineLabels() {
  return (
    <BarChart
      height={320}
      title="Revenue per quarter"
      xAxis={[
        {
          scaleType: 'band',
          data: quarters.map((_, index) => index),
          valueFormatter: formatQuarter,
          // Two lines of ticks and a two-line title need more room than the default height.
          height: 70,
          label: 'Quarter\n(fiscal year = calendar year)',
        },
      ]}
      yAxis={[{ label: 'Revenue (M€)', width: 60 }]}
      series={[{ id: 'revenue', data: revenue, label: 'Revenue', valueFormatter: (value) => `${value} M€` }]}
      hideLegend
    />
  );
}
