import { GaugeContainer, GaugeReferenceArc, GaugeValueArc, useGaugeState } from '@mui/x-charts/Gauge';

function Needle() {
  const { valueAngle, outerRadius, cx, cy } = useGaugeState();
  if (valueAngle === null) {
    return null;
  }
  const tip = {
    x: cx + outerRadius * Math.sin(valueAngle),
    y: cy - outerRadius * Math.cos(valueAngle),
  };
  return (
    <g>
      <circle cx={cx} cy={cy} r={6} fill="#424242" />
      <path d={`M ${cx} ${cy} L ${tip.x} ${tip.y}`} stroke="#424242" strokeWidth={3} strokeLinecap="round" />
    </g>
  );
}

export default function GaugePointer() {
  return (
    <GaugeContainer width={220} height={160} startAngle={-110} endAngle={110} value={64} innerRadius="72%" cy="70%">
      <GaugeReferenceArc />
      <GaugeValueArc />
      <Needle />
    </GaugeContainer>
  );
}
