import { LineChart } from '@mui/x-charts/LineChart';
import { ChartsReferenceLine } from '@mui/x-charts/ChartsReferenceLine';

const weeks = [1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12];
const responseTime = [320, 290, 310, 450, 520, 380, 300, 280, 270, 610, 340, 295];

export default function ReferenceLines() {
  return (
    <LineChart
      height={320}
      xAxis={[{ data: weeks, label: 'Week', tickInterval: weeks }]}
      yAxis={[{ label: 'p95 response time (ms)', min: 0, max: 700 }]}
      series={[{ id: 'p95', data: responseTime, label: 'p95 latency', color: '#1976d2' }]}
      hideLegend
    >
      <ChartsReferenceLine
        y={500}
        label="SLO: 500 ms"
        labelAlign="end"
        lineStyle={{ stroke: '#d32f2f', strokeDasharray: '6 4' }}
        labelStyle={{ fill: '#d32f2f', fontSize: 12 }}
      />
      <ChartsReferenceLine x={6} label="Release 2.4" lineStyle={{ stroke: '#757575' }} labelStyle={{ fontSize: 12 }} />
    </LineChart>
  );
}
