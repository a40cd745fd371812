import { ScatterChart } from '@mui/x-charts/ScatterChart';

const cars = [
  { id: 'a', x: 1.1, y: 128 },
  { id: 'b', x: 1.4, y: 135 },
  { id: 'c', x: 1.6, y: 148 },
  { id: 'd', x: 2.0, y: 165 },
  { id: 'e', x: 2.5, y: 189 },
  { id: 'f', x: 3.0, y: 214 },
  { id: 'g', x: 1.2, y: 119 },
  { id: 'h', x: 1.8, y: 152 },
];

export default function AxisLabel() {
  return (
    <ScatterChart
      height={320}
      xAxis={[{ label: 'Engine size (liters)', labelStyle: { fontWeight: 700 } }]}
      yAxis={[{ label: 'CO₂ emissions (g/km)', labelStyle: { fontStyle: 'italic' }, width: 70 }]}
      series={[{ id: 'cars', data: cars, label: 'Test cars' }]}
      hideLegend
    />
  );
}
