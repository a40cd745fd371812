import { ScatterChart } from '@mui/x-charts/ScatterChart';
import { rowers, climbers } from './scatterData';

export default function ScatterHighlight() {
  return (
    <ScatterChart
      height={320}
      xAxis={[{ label: 'Height (cm)' }]}
      yAxis={[{ label: 'Weight (kg)', width: 60 }]}
      series={[
        // Hovering a rower enlarges that point and fades every other point.
        { id: 'rowers', data: rowers, label: 'Rowers', highlightScope: { highlight: 'item', fade: 'global' } },
        // Hovering a climber lights up the whole series and fades the other one.
        { id: 'climbers', data: climbers, label: 'Climbers', highlightScope: { highlight: 'series', fade: 'global' } },
      ]}
    />
  );
}
