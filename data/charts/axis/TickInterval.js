import { LineChart } from '@mui/x-charts/LineChart';
import { ChartsReferenceLine } from '@mui/x-charts/ChartsReferenceLine';

const days = ['Mon', 'Tue', 'Wed', 'Thu', 'Fri', 'Sat', 'Sun'];
const airQuality = [38, 64, 112, 157, 121, 72, 45];

// The ticks sit on the category boundaries of the index, not on round numbers.
const thresholds = [0, 50, 100, 150, 200];

export default function TickInterval() {
  return (
    <LineChart
      height={300}
      xAxis={[{ scaleType: 'point', data: days }]}
      yAxis={[{ min: 0, max: 200, tickInterval: thresholds, label: 'Air quality index', width: 60 }]}
      series={[{ id: 'aqi', data: airQuality, label: 'Air quality index' }]}
      grid={{ horizontal: true }}
      hideLegend
    >
      <ChartsReferenceLine y={100} label="Unhealthy for sensitive groups" labelAlign="start" />
    </LineChart>
  );
}
