import { ScatterChart } from '@mui/x-charts/ScatterChart';

// Apartments: surface (x), rent (y) and distance to the center in km (z, used for the color).
const apartments = [
  [28, 820, 0.8],
  [35, 950, 1.5],
  [42, 1100, 1.1],
  [48, 1050, 4.2],
  [55, 1380, 2.3],
  [61, 1290, 6.5],
  [66, 1600, 1.9],
  [72, 1420, 8.1],
  [78, 1750, 3.4],
  [85, 1500, 11.2],
  [90, 1980, 2.8],
  [96, 1700, 9.6],
  [32, 700, 7.4],
  [45, 880, 10.5],
  [52, 1020, 12.8],
  [68, 1250, 13.5],
  [74, 1900, 0.6],
  [58, 1150, 5.7],
].map(([x, y, z], index) => ({ id: index, x, y, z }));

export default function ContinuousScatterColor() {
  return (
    <ScatterChart
      height={340}
      xAxis={[{ label: 'Surface (m²)', min: 20, max: 100 }]}
      yAxis={[{ label: 'Rent (€/month)', width: 60 }]}
      // The z-axis maps the distance to a color, from dark (central) to light (far out).
      zAxis={[
        {
          id: 'distance',
          min: 0,
          max: 14,
          colorMap: { type: 'continuous', min: 0, max: 14, color: ['#4a148c', '#ffcc80'] },
        },
      ]}
      series={[
        {
          id: 'apartments',
          data: apartments,
          label: 'Apartments',
          markerSize: 7,
          valueFormatter: (point) => (point === null ? '' : `${point.x} m², ${point.y} €, ${point.z} km out`),
        },
      ]}
      // The legend would show one flat color; the axis labels and the tooltip explain the points instead.
      hideLegend
    />
  );
}
