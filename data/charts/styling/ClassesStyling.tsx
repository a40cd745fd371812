import { LineChart, lineClasses, markElementClasses } from '@mui/x-charts/LineChart';
import { axisClasses } from '@mui/x-charts/ChartsAxis';
import { legendClasses } from '@mui/x-charts/ChartsLegend';

const months = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul'];

export default function ClassesStyling() {
  return (
    <LineChart
      height={300}
      xAxis={[{ scaleType: 'point', data: months }]}
      series={[
        { id: 'actual', data: [4, 6, 5, 8, 9, 11, 12], label: 'Actual' },
        { id: 'plan', data: [5, 6, 7, 8, 9, 10, 11], label: 'Plan', showMark: false },
      ]}
      sx={{
        // Dash the line of the "plan" series, targeted through its data attribute.
        [`& .${lineClasses.line}[data-series="plan"]`]: { strokeDasharray: '6 4', strokeWidth: 2 },
        [`& .${markElementClasses.root}`]: { strokeWidth: 3 },
        [`& .${axisClasses.left} .${axisClasses.line}`]: { display: 'none' },
        [`& .${axisClasses.tickLabel}`]: { fontWeight: 600 },
        [`& .${legendClasses.label}`]: { textTransform: 'uppercase', letterSpacing: '0.05em' },
      }}
    />
  );
}
