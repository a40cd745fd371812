import { LineChart } from '@mui/x-charts/LineChart';

const days = [0, 3, 6, 9, 12, 15, 18, 21];
const cultureA = [10, 80, 640, 5100, 41000, 330000, 2600000, 21000000];
const cultureB = [10, 40, 160, 640, 2600, 10200, 41000, 164000];

const compact = new Intl.NumberFormat('en-US', { notation: 'compact' });

export default function LogAxis() {
  return (
    <LineChart
      height={320}
      xAxis={[{ data: days, label: 'Day', tickInterval: days }]}
      yAxis={[
        {
          scaleType: 'log',
          label: 'Cells (log scale)',
          valueFormatter: (value: number) => compact.format(value),
          width: 60,
        },
      ]}
      series={[
        {
          id: 'culture-a',
          data: cultureA,
          label: 'Culture A',
          valueFormatter: (v) => (v === null ? '' : compact.format(v)),
        },
        {
          id: 'culture-b',
          data: cultureB,
          label: 'Culture B',
          valueFormatter: (v) => (v === null ? '' : compact.format(v)),
        },
      ]}
    />
  );
}
