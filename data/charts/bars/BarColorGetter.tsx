import { useTheme } from '@mui/material/styles';
import { BarChart } from '@mui/x-charts/BarChart';

const sprints = ['S14', 'S15', 'S16', 'S17', 'S18', 'S19', 'S20'];
const committed = [34, 30, 36, 32, 35, 33, 38];
const delivered = [31, 30, 25, 33, 35, 24, 37];

export default function BarColorGetter() {
  const theme = useTheme();

  return (
    <BarChart
      height={300}
      xAxis={[{ scaleType: 'band', data: sprints }]}
      series={[
        {
          id: 'delivered',
          data: delivered,
          label: 'Story points delivered',
          color: theme.palette.primary.main,
          // Compare each bar with another array: sprints that missed 85% of their commitment turn orange.
          colorGetter: ({ dataIndex, value }) =>
            (value ?? 0) < committed[dataIndex] * 0.85 ? theme.palette.warning.main : theme.palette.primary.main,
        },
      ]}
    />
  );
}
