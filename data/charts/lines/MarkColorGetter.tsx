import { useTheme } from '@mui/material/styles';
import { LineChart } from '@mui/x-charts/LineChart';

const days = ['Mon', 'Tue', 'Wed', 'Thu', 'Fri', 'Sat', 'Sun'];
const steps = [6200, 11400, 8300, 10100, 4800, 13200, 9900];
const goal = 8000;

export default function MarkColorGetter() {
  const theme = useTheme();

  return (
    <LineChart
      height={300}
      xAxis={[{ scaleType: 'point', data: days }]}
      series={[
        {
          id: 'steps',
          data: steps,
          label: 'Steps',
          color: theme.palette.text.secondary,
          // The line keeps the series color; each mark shows whether the day reached the goal.
          colorGetter: ({ value }) => ((value ?? 0) >= goal ? theme.palette.success.main : theme.palette.error.main),
        },
      ]}
      hideLegend
    />
  );
}
