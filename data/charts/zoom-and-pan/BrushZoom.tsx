import { LineChartPro } from '@mui/x-charts-pro/LineChartPro';
import { days, formatDay, visits } from './zoomData';

export default function BrushZoom() {
  return (
    <LineChartPro
      height={320}
      xAxis={[{ id: 'days', scaleType: 'utc', data: days, valueFormatter: formatDay, zoom: true }]}
      series={[{ id: 'visits', data: visits, label: 'Daily visits', showMark: false }]}
      zoomInteractionConfig={{
        // Drag across the plot to zoom into the selected range; double-tap (or double-click) to reset.
        zoom: ['brush', 'doubleTapReset'],
        // Dragging is taken by the brush, so panning needs a long press before the drag.
        pan: ['pressAndDrag'],
      }}
    />
  );
}
