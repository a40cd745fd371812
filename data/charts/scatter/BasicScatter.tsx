import { ScatterChart } from '@mui/x-charts/ScatterChart';
import { climbers, rowers } from './scatterData';

export default function BasicScatter() {
  return (
    <ScatterChart
      height={340}
      xAxis={[{ label: 'Height (cm)', min: 155, max: 205 }]}
      yAxis={[{ label: 'Weight (kg)', min: 45, max: 110 }]}
      series={[
        {
          id: 'rowers',
          data: rowers,
          label: 'Rowers',
          valueFormatter: (p) => (p ? `${p.x.toFixed(0)} cm, ${p.y.toFixed(0)} kg` : ''),
        },
        {
          id: 'climbers',
          data: climbers,
          label: 'Climbers',
          markerSize: 5,
          valueFormatter: (p) => (p ? `${p.x.toFixed(0)} cm, ${p.y.toFixed(0)} kg` : ''),
        },
      ]}
      grid={{ vertical: true, horizontal: true }}
    />
  );
}
