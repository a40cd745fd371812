import Stack from '@mui/material/Stack';
import { Gauge, gaugeClasses } from '@mui/x-charts/Gauge';

export default function GaugeVariants() {
  return (
    <Stack direction="row" spacing={2} sx={{ flexWrap: 'wrap', justifyContent: 'center' }}>
      <Gauge width={160} height={160} value={72} text={({ value }) => `${value}%`} />
      <Gauge
        width={160}
        height={120}
        value={3.4}
        valueMin={0}
        valueMax={5}
        startAngle={-90}
        endAngle={90}
        innerRadius="70%"
        cornerRadius="50%"
        text={({ value, valueMax }) => `${value} / ${valueMax}`}
        sx={{ [`& .${gaugeClasses.valueArc}`]: { fill: '#f9a825' } }}
      />
      <Gauge
        width={160}
        height={160}
        value={18}
        valueMax={25}
        startAngle={-120}
        endAngle={120}
        innerRadius="78%"
        text={({ value }) => `${value} GB`}
        sx={{
          [`& .${gaugeClasses.valueText}`]: { fontSize: 22, fontWeight: 700 },
          [`& .${gaugeClasses.valueArc}`]: { fill: '#c62828' },
        }}
      />
    </Stack>
  );
}
