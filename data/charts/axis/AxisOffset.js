import { LineChart } from '@mui/x-charts/LineChart';

const minutes = [0, 5, 10, 15, 20, 25, 30];
const heartRate = [62, 95, 128, 141, 150, 146, 110];

export default function AxisOffset() {
  return (
    <LineChart
      height={320}
      margin={{ left: 10, bottom: 10 }}
      // offset pushes each axis away from the plot, leaving a gap between data and scale.
      xAxis={[{ data: minutes, scaleType: 'linear', label: 'Minutes', offset: 10, height: 55 }]}
      yAxis={[{ min: 50, label: 'Heart rate (bpm)', offset: 10, width: 75 }]}
      series={[{ id: 'hr', data: heartRate, label: 'Heart rate', area: true, baseline: 'min' }]}
      hideLegend
    />
  );
}
