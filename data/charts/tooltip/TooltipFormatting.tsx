import { LineChart } from '@mui/x-charts/LineChart';

const monthNames = ['January', 'February', 'March', 'April', 'May', 'June'];
const shortNames = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun'];
const euro = new Intl.NumberFormat('en-US', { style: 'currency', currency: 'EUR', maximumFractionDigits: 0 });

export default function TooltipFormatting() {
  return (
    <LineChart
      height={320}
      xAxis={[
        {
          scaleType: 'point',
          data: [0, 1, 2, 3, 4, 5],
          // Short names on the ticks, full names in the tooltip heading.
          valueFormatter: (index: number, context) =>
            context.location === 'tick' ? shortNames[index] : `${monthNames[index]} 2025`,
        },
      ]}
      yAxis={[{ valueFormatter: (value: number) => euro.format(value), width: 70 }]}
      series={[
        {
          id: 'revenue',
          data: [42000, 45500, 39800, 51200, 56900, 61300],
          label: 'Revenue',
          valueFormatter: (v) => (v === null ? '' : euro.format(v)),
        },
        {
          id: 'margin',
          data: [9100, 10200, 7600, 12500, 14800, 16100],
          label: 'Margin',
          // The context gives the index, so the formatter can add the ratio to revenue.
          valueFormatter: (v, { dataIndex }) => {
            if (v === null) {
              return '';
            }
            const revenue = [42000, 45500, 39800, 51200, 56900, 61300][dataIndex];
            return `${euro.format(v)} (${Math.round((v / revenue) * 100)}%)`;
          },
        },
      ]}
    />
  );
}
