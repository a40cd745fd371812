import { useTheme } from '@mui/material/styles';
import { BarChart } from '@mui/x-charts/BarChart';
import { chartsGridClasses } from '@mui/x-charts/ChartsGrid';
import { axisClasses } from '@mui/x-charts/ChartsAxis';

const weeks = ['W1', 'W2', 'W3', 'W4', 'W5', 'W6'];

export default function ThemeAwareChart() {
  // The docs theme has a light and a dark scheme: these values switch with the site's color mode.
  const theme = useTheme();
  return (
    <BarChart
      height={300}
      xAxis={[{ scaleType: 'band', data: weeks }]}
      series={[
        { id: 'planned', data: [30, 32, 35, 35, 38, 40], label: 'Planned', color: theme.palette.primary.main },
        { id: 'shipped', data: [28, 33, 31, 36, 41, 39], label: 'Shipped', color: theme.palette.secondary.main },
      ]}
      grid={{ horizontal: true }}
      sx={{
        [`& .${chartsGridClasses.line}`]: { stroke: theme.palette.divider, strokeDasharray: '4 4' },
        [`& .${axisClasses.tickLabel}`]: { fill: theme.palette.text.secondary },
      }}
    />
  );
}
