import { Heatmap } from '@mui/x-charts-pro/Heatmap';
import { useXScale, useYScale } from '@mui/x-charts/hooks';

const sensors = ['North', 'East', 'South', 'West', 'Roof'];
const days = ['Mon', 'Tue', 'Wed', 'Thu', 'Fri', 'Sat', 'Sun'];

// Average humidity (%) per sensor (y) and day (x). Some sensors were offline, so some pairs have no tuple.
const offline = new Set(['2-1', '3-1', '4-1', '6-3', '0-4', '1-4']);
const humidity = days
  .flatMap((_, x) => sensors.map((__, y) => [x, y, 45 + ((x * 13 + y * 17) % 35)]))
  .filter(([x, y]) => !offline.has(`${x}-${y}`));

// Every [x, y] position that has no value, computed from the data rather than from the `offline` set.
const present = new Set(humidity.map(([x, y]) => `${x}-${y}`));
const missing = days.flatMap((_, x) => sensors.map((__, y) => [x, y]).filter(([, y]) => !present.has(`${x}-${y}`)));

function MissingCells() {
  const xScale = useXScale();
  const yScale = useYScale();
  return (
    <g>
      {missing.map(([x, y]) => {
        const left = xScale(days[x]) ?? 0;
        const top = yScale(sensors[y]) ?? 0;
        const width = xScale.bandwidth();
        const height = yScale.bandwidth();
        return (
          <g key={`${x}-${y}`}>
            <rect x={left} y={top} width={width} height={height} fill="url(#missing-hatch)" stroke="#bdbdbd" />
            <text
              x={left + width / 2}
              y={top + height / 2}
              textAnchor="middle"
              dominantBaseline="central"
              fontSize={12}
              fill="#424242"
            >
              no data
            </text>
          </g>
        );
      })}
    </g>
  );
}

export default function HeatmapMissingCells() {
  return (
    <Heatmap
      height={300}
      xAxis={[{ data: days }]}
      yAxis={[{ data: sensors, width: 60 }]}
      zAxis={[{ colorMap: { type: 'continuous', min: 40, max: 80, color: ['#e3f2fd', '#0d47a1'] } }]}
      series={[
        {
          id: 'humidity',
          data: humidity,
          label: 'Humidity',
          valueFormatter: (value) => (value ? `${value[2]}%` : ''),
        },
      ]}
    >
      <defs>
        <pattern id="missing-hatch" width={8} height={8} patternUnits="userSpaceOnUse" patternTransform="rotate(45)">
          <rect width={8} height={8} fill="#f5f5f5" />
          <line x1={0} y1={0} x2={0} y2={8} stroke="#d0d0d0" strokeWidth={3} />
        </pattern>
      </defs>
      <MissingCells />
    </Heatmap>
  );
}
