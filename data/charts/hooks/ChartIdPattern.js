import { useTheme } from '@mui/material/styles';
import { LineChart } from '@mui/x-charts/LineChart';
import { useChartId, useDrawingArea, useXScale } from '@mui/x-charts/hooks';

const weeks = ['W1', 'W2', 'W3', 'W4', 'W5', 'W6', 'W7', 'W8'];

/**
 * Hatches the forecast weeks. The pattern id starts with the chart id,
 * so two charts on the page never point at each other's pattern.
 */
function ForecastZone({ from, color }) {
  const theme = useTheme();
  const chartId = useChartId();
  const xScale = useXScale();
  const { top, height, left, width } = useDrawingArea();
  const patternId = `${chartId}-forecast-hatch`;
  const start = xScale(from) ?? left;
  return (
    <g>
      <defs>
        <pattern id={patternId} width={8} height={8} patternUnits="userSpaceOnUse" patternTransform="rotate(45)">
          <line x1={0} y1={0} x2={0} y2={8} stroke={color} strokeWidth={3} strokeOpacity={0.25} />
        </pattern>
      </defs>
      <rect
        data-testid="forecast-zone"
        x={start}
        y={top}
        width={left + width - start}
        height={height}
        fill={`url(#${patternId})`}
      />
      <text x={start + 6} y={top + 14} fontSize={12} fill={theme.palette.text.secondary}>
        Forecast
      </text>
    </g>
  );
}

function WeeklyChart({ id, data, color }) {
  return (
    <LineChart
      id={id}
      height={200}
      xAxis={[{ scaleType: 'point', data: weeks }]}
      series={[{ data, color, label: id === 'newsletter' ? 'Newsletter sign-ups' : 'Webinar sign-ups' }]}
    >
      <ForecastZone from="W6" color={color} />
    </LineChart>
  );
}

export default function ChartIdPattern() {
  const theme = useTheme();
  return (
    <div>
      <WeeklyChart id="newsletter" color={theme.palette.primary.main} data={[120, 180, 160, 240, 260, 300, 290, 350]} />
      <WeeklyChart id="webinar" color={theme.palette.secondary.main} data={[40, 35, 60, 90, 85, 110, 140, 130]} />
    </div>
  );
}
