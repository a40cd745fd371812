import { LineChart } from '@mui/x-charts/LineChart';

const weeks = ['W1', 'W2', 'W3', 'W4', 'W5', 'W6', 'W7', 'W8', 'W9', 'W10'];
const signups = [140, 190, 175, 260, 310, 295, 340, 420, 390, 460];
const cumulative = signups.reduce((acc, value) => [...acc, (acc[acc.length - 1] ?? 0) + value], []);

export default function CumulativeSignups() {
  return (
    <LineChart
      height={340}
      xAxis={[{ scaleType: 'point', data: weeks }]}
      yAxis={[
        { id: 'weekly', label: 'Sign-ups per week', position: 'left' },
        { id: 'total', label: 'Total sign-ups', position: 'right' },
      ]}
      series={[
        { id: 'weekly', data: signups, label: 'Weekly', yAxisId: 'weekly', curve: 'linear' },
        { id: 'total', data: cumulative, label: 'Cumulative', yAxisId: 'total', area: true, showMark: false },
      ]}
    />
  );
}
