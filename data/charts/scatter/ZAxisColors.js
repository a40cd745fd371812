import { ScatterChart } from '@mui/x-charts/ScatterChart';
import { ContinuousColorLegend } from '@mui/x-charts/ChartsLegend';

// Weather stations: longitude (x), latitude (y) and yearly rainfall in mm (z).
const stations = [
  { id: 'a', x: 2.1, y: 48.8, z: 640 },
  { id: 'b', x: 4.8, y: 45.7, z: 830 },
  { id: 'c', x: -1.6, y: 47.2, z: 820 },
  { id: 'd', x: 5.4, y: 43.3, z: 520 },
  { id: 'e', x: -0.6, y: 44.8, z: 940 },
  { id: 'f', x: 7.3, y: 47.7, z: 760 },
  { id: 'g', x: -4.5, y: 48.4, z: 1210 },
  { id: 'h', x: 1.4, y: 43.6, z: 640 },
  { id: 'i', x: 3.9, y: 43.6, z: 630 },
  { id: 'j', x: 6.9, y: 45.9, z: 1450 },
  { id: 'k', x: 0.1, y: 49.5, z: 790 },
  { id: 'l', x: 3.1, y: 50.6, z: 740 },
];

export default function ZAxisColors() {
  return (
    <ScatterChart
      height={360}
      xAxis={[{ label: 'Longitude (°)' }]}
      yAxis={[{ label: 'Latitude (°)', width: 60 }]}
      // The z-axis has no position: it only turns the z value of each point into a color.
      zAxis={[
        {
          id: 'rain',
          min: 500,
          max: 1500,
          colorMap: { type: 'continuous', min: 500, max: 1500, color: ['#ffb74d', '#1565c0'] },
        },
      ]}
      series={[
        {
          id: 'stations',
          data: stations,
          label: 'Yearly rainfall',
          markerSize: 7,
          valueFormatter: (point) => (point ? `${point.z} mm` : ''),
        },
      ]}
      // Replace the series legend with a gradient legend of the z-axis.
      slots={{ legend: ContinuousColorLegend }}
      slotProps={{ legend: { axisDirection: 'z', minLabel: '500 mm', maxLabel: '1,500 mm' } }}
    />
  );
}
