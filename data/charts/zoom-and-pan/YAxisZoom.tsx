import { ScatterChartPro } from '@mui/x-charts-pro/ScatterChartPro';

// A small deterministic generator, so the server and the browser draw the same points.
let seed = 7;
const random = () => {
  seed = (seed * 16807) % 2147483647;
  return seed / 2147483647;
};

// Response time of 200 requests against their payload size: most are fast, a few outliers are very slow.
const requests = Array.from({ length: 200 }, (_, index) => {
  const sizeKb = Math.round(5 + random() * 495);
  const base = 40 + sizeKb * 0.35 + random() * 80;
  const outlier = random() < 0.05 ? 1500 + random() * 1200 : 0;
  return { id: index, x: sizeKb, y: Math.round(base + outlier) };
});

export default function YAxisZoom() {
  return (
    <ScatterChartPro
      height={360}
      xAxis={[{ id: 'size', label: 'Payload (kB)' }]}
      yAxis={[
        {
          id: 'latency',
          label: 'Response time (ms)',
          width: 70,
          // Only the y-axis zooms; its slider sits next to it and always shows the range.
          zoom: { slider: { enabled: true, showTooltip: 'always' } },
        },
      ]}
      series={[{ id: 'requests', data: requests, label: 'Requests', markerSize: 3 }]}
      initialZoom={[{ axisId: 'latency', start: 0, end: 15 }]}
      hideLegend
    />
  );
}
