import { LineChartPro } from '@mui/x-charts-pro/LineChartPro';
import { useIsZoomInteracting } from '@mui/x-charts-pro/hooks';
import { useDrawingArea } from '@mui/x-charts/hooks';
import { days, formatDay, visits } from './zoomData';

// Rendered inside the chart, so it can read the chart state.
function InteractionBadge() {
  const isInteracting = useIsZoomInteracting();
  const { left, top } = useDrawingArea();
  return (
    <text x={left + 8} y={top + 16} fontSize={12} fill="currentColor">
      {isInteracting ? 'Zooming or panning…' : 'Scroll or drag to explore'}
    </text>
  );
}

export default function ZoomInteractionState() {
  return (
    <LineChartPro
      height={300}
      xAxis={[{ id: 'days', scaleType: 'utc', data: days, valueFormatter: formatDay, zoom: true }]}
      series={[{ id: 'visits', data: visits, label: 'Daily visits', showMark: false }]}
      initialZoom={[{ axisId: 'days', start: 30, end: 70 }]}
    >
      <InteractionBadge />
    </LineChartPro>
  );
}
