import { ScatterChart } from '@mui/x-charts/ScatterChart';

// Apartments: floor area (m²) and monthly rent (EUR); color follows the rent per m².
const flats = [
  { id: 1, x: 32, y: 780 },
  { id: 2, x: 45, y: 980 },
  { id: 3, x: 51, y: 1320 },
  { id: 4, x: 58, y: 1150 },
  { id: 5, x: 64, y: 1610 },
  { id: 6, x: 72, y: 1480 },
  { id: 7, x: 80, y: 2050 },
  { id: 8, x: 95, y: 1900 },
  { id: 9, x: 110, y: 2750 },
  { id: 10, x: 38, y: 1050 },
];

export default function ContinuousColorMap() {
  return (
    <ScatterChart
      height={320}
      xAxis={[{ label: 'Floor area (m²)' }]}
      yAxis={[
        {
          label: 'Monthly rent (EUR)',
          width: 70,
          // A gradient from the minimum to the maximum of the axis.
          colorMap: { type: 'continuous', min: 700, max: 2800, color: ['#4fc3f7', '#d81b60'] },
        },
      ]}
      series={[{ id: 'flats', data: flats, label: 'Apartments', markerSize: 6 }]}
      hideLegend
    />
  );
}
