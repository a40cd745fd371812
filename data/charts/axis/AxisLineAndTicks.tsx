import { BarChart } from '@mui/x-charts/BarChart';

const plans = ['Free', 'Starter', 'Team', 'Business'];
const signups = [920, 410, 260, 95];

export default function AxisLineAndTicks() {
  return (
    <BarChart
      height={300}
      // A minimal look: no axis lines, short or no tick marks, and grid lines to read values.
      xAxis={[{ scaleType: 'band', data: plans, disableLine: true, disableTicks: true }]}
      yAxis={[{ disableLine: true, tickSize: 3, width: 50 }]}
      series={[{ id: 'signups', data: signups, label: 'Sign-ups in May' }]}
      grid={{ horizontal: true }}
      borderRadius={6}
      hideLegend
    />
  );
}
