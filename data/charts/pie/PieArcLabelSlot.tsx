import { PieChart, type PieArcLabelProps } from '@mui/x-charts/PieChart';

const channels = [
  { id: 'email', value: 420, label: 'Email' },
  { id: 'chat', value: 310, label: 'Chat' },
  { id: 'phone', value: 180, label: 'Phone' },
  { id: 'forum', value: 90, label: 'Forum' },
];
const total = channels.reduce((sum, channel) => sum + channel.value, 0);

// Draws the channel name above its share. The slot gets the arc's geometry (angles in radians,
// measured clockwise from 12 o'clock) and the text returned by `arcLabel`; `id` finds the data item.
function TwoLineLabel(props: PieArcLabelProps) {
  const { id, startAngle, endAngle, arcLabelRadius, formattedArcLabel, hidden, isFaded } = props;
  if (hidden || !formattedArcLabel) {
    return null;
  }
  const angle = (startAngle + endAngle) / 2;
  const x = arcLabelRadius * Math.sin(angle);
  const y = -arcLabelRadius * Math.cos(angle);
  const name = channels.find((channel) => channel.id === id)?.label;
  return (
    <text x={x} y={y} textAnchor="middle" fill="#fff" opacity={isFaded ? 0.3 : 1} style={{ pointerEvents: 'none' }}>
      <tspan x={x} dy="-0.2em" fontSize={13}>
        {name}
      </tspan>
      <tspan x={x} dy="1.2em" fontSize={15} fontWeight={700}>
        {formattedArcLabel}
      </tspan>
    </text>
  );
}

export default function PieArcLabelSlot() {
  return (
    <PieChart
      height={300}
      title="Support requests per channel"
      series={[
        {
          id: 'channels',
          data: channels,
          innerRadius: 50,
          arcLabel: (item) => `${Math.round((item.value / total) * 100)}%`,
          arcLabelMinAngle: 30,
          arcLabelRadius: '72%',
          highlightScope: { fade: 'global', highlight: 'item' },
        },
      ]}
      slots={{ pieArcLabel: TwoLineLabel }}
      hideLegend
    />
  );
}
