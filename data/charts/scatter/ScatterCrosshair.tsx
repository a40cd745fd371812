import { ScatterChart } from '@mui/x-charts/ScatterChart';
import { rowers } from './scatterData';

export default function ScatterCrosshair() {
  return (
    <ScatterChart
      height={320}
      // A line on both axes follows the pointer, and the axes show its current value.
      axisHighlight={{ x: 'line', y: 'line' }}
      xAxis={[{ label: 'Height (cm)' }]}
      yAxis={[{ label: 'Weight (kg)', width: 60 }]}
      series={[{ id: 'rowers', data: rowers, label: 'Rowers' }]}
      hideLegend
    />
  );
}
