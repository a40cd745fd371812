import { Heatmap, type HeatmapCellProps } from '@mui/x-charts-pro/Heatmap';

const services = ['Auth', 'Search', 'Billing', 'Upload', 'Reports'];
const regions = ['eu-west', 'us-east', 'ap-south'];

// 95th percentile latency per service (x) and region (y), in milliseconds.
const latency: [number, number, number][] = [
  [0, 0, 42],
  [1, 0, 118],
  [2, 0, 86],
  [3, 0, 240],
  [4, 0, 310],
  [0, 1, 38],
  [1, 1, 96],
  [2, 1, 74],
  [3, 1, 205],
  [4, 1, 280],
  [0, 2, 71],
  [1, 2, 164],
  [2, 2, 132],
  [3, 2, 355],
  [4, 2, 420],
];

// A cell that keeps the chart's interaction props on the rectangle and adds a text label.
function LabeledCell({ x, y, width, height, ownerState, ...other }: HeatmapCellProps) {
  const gap = 3;
  return (
    <g>
      <rect
        {...other}
        x={x + gap}
        y={y + gap}
        width={Math.max(width - gap * 2, 0)}
        height={Math.max(height - gap * 2, 0)}
        rx={8}
        fill={ownerState.color}
        opacity={ownerState.isFaded ? 0.4 : 1}
      />
      <text
        x={x + width / 2}
        y={y + height / 2}
        textAnchor="middle"
        dominantBaseline="central"
        fontSize={14}
        fontWeight={600}
        // Dark text on light cells, white text on dark ones.
        fill={ownerState.value > 220 ? '#ffffff' : '#1a1a1a'}
        pointerEvents="none"
      >
        {ownerState.value} ms
      </text>
    </g>
  );
}

export default function HeatmapLabeledCells() {
  return (
    <Heatmap
      height={280}
      xAxis={[{ data: services }]}
      yAxis={[{ data: regions, width: 70 }]}
      zAxis={[{ colorMap: { type: 'continuous', min: 0, max: 450, color: ['#fff3e0', '#bf360c'] } }]}
      series={[
        {
          id: 'latency',
          data: latency,
          label: 'p95 latency',
          valueFormatter: (value) => (value ? `${value[2]} ms` : ''),
        },
      ]}
      slots={{ cell: LabeledCell }}
    />
  );
}
