import { useTheme } from '@mui/material/styles';
import { LineChart } from '@mui/x-charts/LineChart';

const hours = Array.from({ length: 13 }, (_, index) => `${index * 2}h`);
const cpu = [22, 35, 48, 71, 88, 93, 76, 64, 82, 91, 58, 40, 27];

export default function PiecewiseColorMap() {
  const theme = useTheme();

  return (
    <LineChart
      height={300}
      xAxis={[{ scaleType: 'point', data: hours }]}
      yAxis={[
        {
          min: 0,
          max: 100,
          width: 50,
          valueFormatter: (value) => `${value}%`,
          // The line and its area change color when they cross 80%.
          colorMap: {
            type: 'piecewise',
            thresholds: [80],
            colors: [theme.palette.success.main, theme.palette.error.main],
          },
        },
      ]}
      series={[{ id: 'cpu', data: cpu, label: 'CPU load', area: true, showMark: false }]}
      hideLegend
    />
  );
}
