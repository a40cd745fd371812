import { LineChartPro } from '@mui/x-charts-pro/LineChartPro';
import { days, formatDay, visits } from './zoomData';

export default function ZoomLimits() {
  return (
    <LineChartPro
      height={320}
      xAxis={[
        {
          id: 'days',
          scaleType: 'utc',
          data: days,
          valueFormatter: formatDay,
          // Never show less than two weeks (~12%) or more than two months (50%) of the 120 days,
          // and keep the first ten days (warm-up period) out of reach.
          zoom: { minStart: 8, minSpan: 12, maxSpan: 50, slider: { enabled: true } },
        },
      ]}
      series={[{ id: 'visits', data: visits, label: 'Daily visits', showMark: false }]}
      initialZoom={[{ axisId: 'days', start: 50, end: 75 }]}
    />
  );
}
