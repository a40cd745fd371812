import { LineChart } from '@mui/x-charts/LineChart';
import { useDrawingArea, useXScale } from '@mui/x-charts/hooks';

const minutes = Array.from({ length: 25 }, (_, index) => index * 5);
// API latency (ms) every five minutes; the maintenance between minutes 45 and 75 slows it down.
const latency = minutes.map((minute) => {
  const base = 110 + ((minute * 7) % 23);
  return minute >= 45 && minute <= 75 ? base + 160 - Math.abs(60 - minute) * 4 : base;
});

interface RangeAnnotationProps {
  from: number;
  to: number;
  label: string;
}

// An SVG component: a shaded band between two x values, with a label on top.
function RangeAnnotation({ from, to, label }: RangeAnnotationProps) {
  const xScale = useXScale<'linear'>();
  const { top, height } = useDrawingArea();
  const left = xScale(from);
  const right = xScale(to);
  return (
    <g pointerEvents="none">
      <rect x={left} y={top} width={right - left} height={height} fill="#ff9800" fillOpacity={0.15} />
      <line x1={left} x2={left} y1={top} y2={top + height} stroke="#ef6c00" strokeDasharray="4 3" />
      <line x1={right} x2={right} y1={top} y2={top + height} stroke="#ef6c00" strokeDasharray="4 3" />
      <text x={(left + right) / 2} y={top + 16} textAnchor="middle" fontSize={12} fill="#8a3c00">
        {label}
      </text>
    </g>
  );
}

export default function MaintenanceWindow() {
  return (
    <LineChart
      height={300}
      xAxis={[{ data: minutes, min: 0, max: 120, valueFormatter: (value: number) => `+${value} min` }]}
      yAxis={[{ label: 'Latency (ms)', width: 60 }]}
      series={[{ id: 'latency', data: latency, label: 'p95 latency', showMark: false, color: '#1565c0' }]}
      hideLegend
    >
      <RangeAnnotation from={45} to={75} label="Database maintenance" />
    </LineChart>
  );
}
