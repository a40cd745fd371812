import { useTheme } from '@mui/material/styles';
import { BarChart } from '@mui/x-charts/BarChart';

const stages = ['Backlog', 'In progress', 'Review', 'Blocked', 'Done'];
const tasks = [34, 12, 7, 3, 58];

export default function OrdinalColorMap() {
  const theme = useTheme();

  return (
    <BarChart
      height={300}
      xAxis={[
        {
          scaleType: 'band',
          data: stages,
          // Each category gets its own color; categories not listed fall back to unknownColor.
          colorMap: {
            type: 'ordinal',
            values: ['Blocked', 'Done'],
            colors: [theme.palette.error.main, theme.palette.success.main],
            unknownColor: theme.palette.grey[500],
          },
        },
      ]}
      series={[{ id: 'tasks', data: tasks, label: 'Tasks' }]}
      hideLegend
    />
  );
}
