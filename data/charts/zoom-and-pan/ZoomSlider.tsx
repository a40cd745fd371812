import { BarChartPro } from '@mui/x-charts-pro/BarChartPro';
import { days, formatDay, visits } from './zoomData';

const firstSixty = days.slice(0, 60);
const firstSixtyVisits = visits.slice(0, 60);

export default function ZoomSlider() {
  return (
    <BarChartPro
      height={360}
      xAxis={[
        {
          id: 'days',
          scaleType: 'band',
          data: firstSixty,
          valueFormatter: formatDay,
          zoom: { minSpan: 10, filterMode: 'discard', slider: { enabled: true, preview: true } },
        },
      ]}
      series={[{ id: 'visits', data: firstSixtyVisits, label: 'Daily visits' }]}
      initialZoom={[{ axisId: 'days', start: 0, end: 30 }]}
    />
  );
}
