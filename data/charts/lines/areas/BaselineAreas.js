import { LineChart } from '@mui/x-charts/LineChart';

const days = ['1', '2', '3', '4', '5', '6', '7', '8', '9', '10', '11', '12', '13', '14'];
const balance = [120, 80, 35, -20, -60, -15, 40, 95, 70, 10, -35, -5, 60, 110];

export default function BaselineAreas() {
  return (
    <LineChart
      height={320}
      xAxis={[{ scaleType: 'point', data: days, label: 'Day of the month' }]}
      yAxis={[{ label: 'Cash balance (k€)' }]}
      series={[
        { id: 'balance', data: balance, label: 'Balance', area: true, baseline: 0, curve: 'linear', color: '#0288d1' },
        { id: 'floor', data: balance.map(() => -40), label: 'Overdraft limit', showMark: false, color: '#ef6c00' },
      ]}
    />
  );
}
