import { BarChart } from '@mui/x-charts/BarChart';

const quarters = ['Q1', 'Q2', 'Q3', 'Q4'];
const thousands = (value) => (value === null ? '' : `${value}k units`);

export default function GroupedStackedBars() {
  return (
    <BarChart
      height={340}
      xAxis={[{ scaleType: 'band', data: quarters, barGapRatio: 0.15 }]}
      yAxis={[{ label: 'Units sold (k)', width: 60 }]}
      series={[
        // Same `stack` id: these two series pile up into the left bar of each quarter.
        { id: 'online-2024', data: [38, 42, 40, 61], label: '2024 online', stack: '2024', color: '#90caf9' },
        { id: 'stores-2024', data: [55, 51, 49, 70], label: '2024 stores', stack: '2024', color: '#1e88e5' },
        // Another `stack` id: a second bar next to the first one.
        { id: 'online-2025', data: [47, 53, 56, 74], label: '2025 online', stack: '2025', color: '#ffcc80' },
        { id: 'stores-2025', data: [52, 50, 47, 66], label: '2025 stores', stack: '2025', color: '#f57c00' },
      ].map((series) => ({ ...series, valueFormatter: thousands }))}
      grid={{ horizontal: true }}
    />
  );
}
