import { LineChartPro } from '@mui/x-charts-pro/LineChartPro';
import { days, formatDay, visits } from './zoomData';

export default function ZoomPointerModes() {
  return (
    <LineChartPro
      height={320}
      xAxis={[{ id: 'days', scaleType: 'utc', data: days, valueFormatter: formatDay, zoom: true }]}
      series={[{ id: 'visits', data: visits, label: 'Daily visits', showMark: false }]}
      zoomInteractionConfig={{
        zoom: [
          'wheel',
          'pinch',
          // With a mouse, drag a range to zoom into it.
          { type: 'brush', pointerMode: 'mouse' },
          // On a touch screen, tap twice and drag up or down.
          { type: 'tapAndDrag', pointerMode: 'touch' },
          'doubleTapReset',
        ],
        pan: [
          // A finger pans right away; a mouse, whose drag is taken by the brush, pans after a long press.
          { type: 'drag', pointerMode: 'touch' },
          { type: 'pressAndDrag', pointerMode: 'mouse' },
          'wheel',
        ],
      }}
    />
  );
}
