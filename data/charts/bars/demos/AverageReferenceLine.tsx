import { BarChart } from '@mui/x-charts/BarChart';
import { ChartsReferenceLine } from '@mui/x-charts/ChartsReferenceLine';

const agents = ['Ana', 'Bilal', 'Chen', 'Dara', 'Emil', 'Fatou', 'Greta'];
const resolved = [64, 81, 58, 92, 73, 69, 88];
const average = resolved.reduce((sum, value) => sum + value, 0) / resolved.length;
const target = 85;

export default function AverageReferenceLine() {
  return (
    <BarChart
      height={320}
      xAxis={[{ scaleType: 'band', data: agents }]}
      yAxis={[{ min: 0, max: 100, label: 'Tickets resolved', width: 60 }]}
      series={[{ id: 'resolved', data: resolved, label: 'Tickets resolved this week' }]}
      hideLegend
    >
      <ChartsReferenceLine
        y={average}
        label={`Team average ${average.toFixed(1)}`}
        labelAlign="start"
        lineStyle={{ stroke: '#616161', strokeDasharray: '6 4' }}
        labelStyle={{ fontSize: 12, fill: '#424242' }}
      />
      <ChartsReferenceLine
        y={target}
        label={`Target ${target}`}
        labelAlign="start"
        lineStyle={{ stroke: '#2e7d32', strokeWidth: 2 }}
        labelStyle={{ fontSize: 12, fill: '#1b5e20' }}
      />
    </BarChart>
  );
}
