import { BarChart } from '@mui/x-charts/BarChart';

// One band per month of 2025, stored as UTC dates so every time zone sees the same labels.
const months = Array.from({ length: 12 }, (_, index) => new Date(Date.UTC(2025, index, 1)));
const orders = [410, 385, 452, 498, 530, 575, 541, 520, 610, 655, 720, 812];

const monthName = (date: Date) => date.toLocaleString('en-US', { month: 'short', timeZone: 'UTC' });
const quarterName = (date: Date) => `Q${Math.floor(date.getUTCMonth() / 3) + 1} ${date.getUTCFullYear()}`;

export default function GroupedAxis() {
  return (
    <BarChart
      height={320}
      xAxis={[
        {
          scaleType: 'band',
          data: months,
          height: 50,
          // First row: the month of each band. Second row: one label per quarter.
          groups: [{ getValue: monthName }, { getValue: quarterName, tickSize: 22 }],
          valueFormatter: (date: Date) => `${monthName(date)} ${date.getUTCFullYear()}`,
        },
      ]}
      yAxis={[{ label: 'Orders', width: 60 }]}
      series={[{ id: 'orders', data: orders, label: 'Online orders' }]}
      hideLegend
    />
  );
}
