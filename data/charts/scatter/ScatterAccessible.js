import { ScatterChart } from '@mui/x-charts/ScatterChart';
import { rowers, climbers } from './scatterData';

export default function ScatterAccessible() {
  return (
    <ScatterChart
      height={320}
      title="Height and weight of rowers and climbers"
      desc="Rowers are taller and heavier, clustered around 190 cm and 88 kg; climbers cluster around 172 cm and 63 kg."
      // Tab into the chart, then use the arrow keys to go from point to point and from series to series.
      enableKeyboardNavigation
      xAxis={[{ label: 'Height (cm)' }]}
      yAxis={[{ label: 'Weight (kg)', width: 60 }]}
      series={[
        { id: 'rowers', data: rowers, label: 'Rowers' },
        { id: 'climbers', data: climbers, label: 'Climbers' },
      ]}
    />
  );
}
