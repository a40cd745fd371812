import Stack from '@mui/material/Stack';
import { Gauge } from '@mui/x-charts/Gauge';

const freezers = [
  { id: 'a', name: 'Freezer A', temperature: -18 },
  { id: 'b', name: 'Freezer B', temperature: -9 },
];

export default function NegativeRangeGauge() {
  return (
    <Stack direction="row" spacing={4} sx={{ justifyContent: 'center', flexWrap: 'wrap' }}>
      {freezers.map((freezer) => (
        <Gauge
          key={freezer.id}
          width={180}
          height={140}
          value={freezer.temperature}
          valueMin={-30}
          valueMax={10}
          startAngle={-90}
          endAngle={90}
          innerRadius="70%"
          cy="70%"
          title={freezer.name}
          desc={`${freezer.name} is at ${freezer.temperature} degrees Celsius, on a scale from -30 to 10.`}
          text={({ value }) => `${value} °C`}
        />
      ))}
    </Stack>
  );
}
