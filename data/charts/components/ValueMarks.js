import { LineChart } from '@mui/x-charts/LineChart';

const weeks = ['W1', 'W2', 'W3', 'W4', 'W5', 'W6', 'W7', 'W8'];
const nps = [31, 34, 29, 38, 42, 40, 47, 52];

// The `mark` slot replaces the dot drawn at each point. It receives the point's position (`x`, `y`),
// the series `color`, `dataIndex` and the highlight state; the value itself is read from the data.
function ValueMark(props) {
  const { x, y, color, dataIndex, isHighlighted, isFaded, hidden } = props;
  if (hidden) {
    return null;
  }
  const radius = isHighlighted ? 15 : 13;
  return (
    <g opacity={isFaded ? 0.3 : 1}>
      <circle cx={x} cy={y} r={radius} fill="#fff" stroke={color} strokeWidth={2} />
      <text x={x} y={y} textAnchor="middle" dominantBaseline="central" fontSize={11} fontWeight={700} fill={color}>
        {nps[dataIndex]}
      </text>
    </g>
  );
}

export default function ValueMarks() {
  return (
    <LineChart
      height={300}
      title="Net promoter score per week"
      xAxis={[{ scaleType: 'point', data: weeks }]}
      yAxis={[{ min: 20, max: 60 }]}
      series={[
        {
          id: 'nps',
          data: nps,
          label: 'NPS',
          highlightScope: { highlight: 'item' },
        },
      ]}
      slots={{ mark: ValueMark }}
      hideLegend
    />
  );
}
