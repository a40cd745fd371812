import { useTheme } from '@mui/material/styles';
import { BarChart } from '@mui/x-charts/BarChart';
import { useDrawingArea, useXAxis } from '@mui/x-charts/hooks';

const days = ['Mon 2', 'Tue 3', 'Wed 4', 'Thu 5', 'Fri 6', 'Sat 7', 'Sun 8', 'Mon 9', 'Tue 10', 'Wed 11'];

/** Reads the categories and the scale of the x-axis to shade the weekend columns. */
function WeekendShading() {
  const theme = useTheme();
  const axis = useXAxis('days');
  const { top, height } = useDrawingArea();
  const categories = axis.data ?? [];
  const step = axis.scale.step();
  const offset = (step - axis.scale.bandwidth()) / 2;
  return (
    <g>
      {categories
        .filter((day) => day.startsWith('Sat') || day.startsWith('Sun'))
        .map((day) => (
          <rect
            key={day}
            data-testid="weekend-band"
            x={(axis.scale(day) ?? 0) - offset}
            y={top}
            width={step}
            height={height}
            fill={theme.palette.text.primary}
            fillOpacity={0.06}
          />
        ))}
    </g>
  );
}

export default function WeekendBands() {
  return (
    <BarChart
      height={300}
      xAxis={[{ id: 'days', scaleType: 'band', data: days }]}
      series={[{ data: [210, 198, 225, 240, 260, 95, 80, 205, 215, 230], label: 'Deliveries' }]}
    >
      <WeekendShading />
    </BarChart>
  );
}
