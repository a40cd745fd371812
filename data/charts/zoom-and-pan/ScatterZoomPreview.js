import { ScatterChartPro } from '@mui/x-charts-pro/ScatterChartPro';

// 600 deterministic points in three clusters, so that there is something to zoom into.
const centers = [
  { x: 20, y: 30 },
  { x: 55, y: 70 },
  { x: 80, y: 25 },
];
const points = Array.from({ length: 600 }, (_, index) => {
  const center = centers[index % 3];
  const angle = index * 2.399963; // golden angle: spreads points evenly without randomness
  const radius = 14 * Math.sqrt((index % 200) / 200);
  return { id: index, x: center.x + radius * Math.cos(angle), y: center.y + radius * Math.sin(angle) };
});

export default function ScatterZoomPreview() {
  return (
    <ScatterChartPro
      height={400}
      title="Measurements in three clusters"
      xAxis={[{ id: 'x', min: 0, max: 100, zoom: { slider: { enabled: true, preview: true } } }]}
      yAxis={[{ id: 'y', min: 0, max: 100, zoom: { slider: { enabled: true, preview: true } } }]}
      initialZoom={[
        { axisId: 'x', start: 40, end: 70 },
        { axisId: 'y', start: 50, end: 90 },
      ]}
      series={[
        {
          id: 'samples',
          data: points,
          label: 'Samples',
          markerSize: 4,
          // Markers drawn in the slider's preview; 1 pixel by default.
          preview: { markerSize: 2 },
        },
      ]}
      hideLegend
    />
  );
}
