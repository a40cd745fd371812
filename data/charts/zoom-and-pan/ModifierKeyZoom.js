import { LineChartPro } from '@mui/x-charts-pro/LineChartPro';
import { days, formatDay, visits } from './zoomData';

export default function ModifierKeyZoom() {
  return (
    <LineChartPro
      height={300}
      xAxis={[{ id: 'days', scaleType: 'utc', data: days, valueFormatter: formatDay, zoom: true }]}
      series={[{ id: 'visits', data: visits, label: 'Daily visits', showMark: false }]}
      initialZoom={[{ axisId: 'days', start: 0, end: 40 }]}
      zoomInteractionConfig={{
        // The wheel zooms only while Ctrl (or ⌘ on macOS) is held, so scrolling the page is not captured.
        zoom: [{ type: 'wheel', requiredKeys: ['ControlOrMeta'] }, 'pinch'],
        pan: ['drag'],
      }}
    />
  );
}
