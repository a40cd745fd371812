import { LineChart } from '@mui/x-charts/LineChart';
import { ChartsReferenceLine } from '@mui/x-charts/ChartsReferenceLine';

const hours = ['08:00', '09:00', '10:00', '11:00', '12:00', '13:00', '14:00', '15:00', '16:00', '17:00'];
const responseTime = [182, 205, 240, 312, 418, 356, 262, 228, 196, 174];

export default function TargetBand() {
  return (
    <LineChart
      height={320}
      xAxis={[{ scaleType: 'point', data: hours }]}
      yAxis={[{ min: 0, max: 500, label: 'Response time (ms)' }]}
      series={[{ id: 'p95', data: responseTime, label: 'p95 response time', color: '#8e24aa' }]}
    >
      <ChartsReferenceLine
        y={150}
        label="Target 150 ms"
        labelAlign="start"
        lineStyle={{ stroke: '#2e7d32', strokeDasharray: '4 4' }}
        labelStyle={{ fontSize: 12 }}
      />
      <ChartsReferenceLine
        y={300}
        label="SLO limit 300 ms"
        labelAlign="start"
        lineStyle={{ stroke: '#c62828', strokeDasharray: '4 4' }}
        labelStyle={{ fontSize: 12 }}
      />
      <ChartsReferenceLine x="12:00" label="Deploy" lineStyle={{ strokeDasharray: '2 2' }} />
    </LineChart>
  );
}
