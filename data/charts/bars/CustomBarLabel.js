import { BarChart } from '@mui/x-charts/BarChart';

const regions = ['North', 'South', 'East', 'West'];
const growth = [12.4, -3.1, 7.8, 0.6];

// The slot receives the bar's geometry and the text from `barLabel` as children. The owner state
// (seriesId, dataIndex, isFaded, …) is picked out here so that it does not land on the DOM element.
function PillLabel(props) {
  const { x, y, width, height, children, hidden, isFaded } = props;
  if (hidden) {
    return null;
  }
  const pillWidth = 52;
  const centerX = x + width / 2;
  // Above the bar for a gain, below it for a loss.
  const isNegative = String(children).startsWith('-');
  const centerY = isNegative ? y + height + 14 : y - 14;
  return (
    <g opacity={isFaded ? 0.3 : 1}>
      <rect
        x={centerX - pillWidth / 2}
        y={centerY - 10}
        width={pillWidth}
        height={20}
        rx={10}
        fill={isNegative ? '#fce4e4' : '#e3fbe3'}
        stroke={isNegative ? '#c41c1c' : '#1f7a1f'}
      />
      <text
        x={centerX}
        y={centerY}
        textAnchor="middle"
        dominantBaseline="central"
        fontSize={12}
        fontWeight={600}
        fill={isNegative ? '#c41c1c' : '#1f7a1f'}
      >
        {children}
      </text>
    </g>
  );
}

export default function CustomBarLabel() {
  return (
    <BarChart
      height={300}
      title="Revenue growth per region"
      xAxis={[{ scaleType: 'band', data: regions }]}
      yAxis={[{ min: -10, max: 20, valueFormatter: (value) => `${value}%` }]}
      series={[
        {
          id: 'growth',
          data: growth,
          label: 'Growth (%)',
          barLabel: (item) => (item.value === null ? null : `${item.value > 0 ? '+' : ''}${item.value}%`),
        },
      ]}
      slots={{ barLabel: PillLabel }}
      hideLegend
    />
  );
}
