import { ScatterChart } from '@mui/x-charts/ScatterChart';
import { ContinuousColorLegend } from '@mui/x-charts/ChartsLegend';

// Each point is a neighborhood: distance to the center (km), commute time (min), and the average rent (€/m²) in z.
const neighborhoods = [
  { id: 1, x: 1.2, y: 14, z: 27.5 },
  { id: 2, x: 2.1, y: 18, z: 24.1 },
  { id: 3, x: 2.8, y: 22, z: 22.8 },
  { id: 4, x: 3.5, y: 19, z: 21.0 },
  { id: 5, x: 4.4, y: 27, z: 18.6 },
  { id: 6, x: 5.0, y: 24, z: 17.9 },
  { id: 7, x: 6.3, y: 31, z: 15.2 },
  { id: 8, x: 7.1, y: 29, z: 14.7 },
  { id: 9, x: 8.4, y: 36, z: 12.9 },
  { id: 10, x: 9.6, y: 41, z: 11.4 },
  { id: 11, x: 10.8, y: 38, z: 10.8 },
  { id: 12, x: 12.5, y: 47, z: 9.6 },
];

export default function ContinuousLegendScatter() {
  return (
    <ScatterChart
      height={320}
      series={[
        {
          id: 'neighborhoods',
          data: neighborhoods,
          valueFormatter: (point) => (point ? `${point.x} km, ${point.y} min, €${String(point.z)}/m²` : null),
        },
      ]}
      xAxis={[{ label: 'Distance to the center (km)' }]}
      yAxis={[{ label: 'Commute (min)' }]}
      zAxis={[{ colorMap: { type: 'continuous', min: 8, max: 28, color: ['#b3e5fc', '#b71c1c'] } }]}
      slots={{ legend: ContinuousColorLegend }}
      slotProps={{
        legend: {
          axisDirection: 'z',
          minLabel: ({ value }) => `€${String(value)}/m²`,
          maxLabel: ({ value }) => `€${String(value)}/m²`,
          labelPosition: 'extremes',
          sx: { width: 280 },
        },
      }}
    />
  );
}
