import { Gauge } from '@mui/x-charts/Gauge';

export default function BasicGauge() {
  return (
    <Gauge
      height={300}
      value={72}
      valueMin={0}
      valueMax={100}
      startAngle={-110}
      endAngle={110}
      innerRadius="70%"
      text={({ value, valueMax }) => `${value ?? 0} / ${valueMax}`}
    />
  );
}
