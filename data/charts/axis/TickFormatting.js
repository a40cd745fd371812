import { BarChart } from '@mui/x-charts/BarChart';

const quarters = ['2024-Q1', '2024-Q2', '2024-Q3', '2024-Q4', '2025-Q1', '2025-Q2', '2025-Q3', '2025-Q4'];
const arr = [1200000, 1350000, 1480000, 1720000, 1910000, 2080000, 2300000, 2650000];

const currency = new Intl.NumberFormat('en-US', { style: 'currency', currency: 'USD', notation: 'compact' });

export default function TickFormatting() {
  return (
    <BarChart
      height={320}
      xAxis={[
        {
          scaleType: 'band',
          data: quarters,
          // Ticks show only the quarter; the tooltip heading keeps the year.
          valueFormatter: (value, context) =>
            context.location === 'tick' ? value.split('-')[1] : value.replace('-', ' '),
          tickLabelStyle: { fontWeight: 600 },
        },
      ]}
      yAxis={[{ valueFormatter: (value) => currency.format(value), tickNumber: 5, width: 60 }]}
      series={[
        {
          id: 'arr',
          data: arr,
          label: 'Annual recurring revenue',
          valueFormatter: (v) => (v === null ? '' : currency.format(v)),
        },
      ]}
      grid={{ horizontal: true }}
    />
  );
}
