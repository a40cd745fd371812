import { BarChart } from '@mui/x-charts/BarChart';

// One bar per minute over 8 hours: 480 bars, generated without randomness.
const minutes = Array.from({ length: 480 }, (_, index) => {
  const hour = 9 + Math.floor(index / 60);
  return `${hour}:${String(index % 60).padStart(2, '0')}`;
});
const requests = minutes.map((_, index) => Math.round(200 + 120 * Math.sin(index / 35) + ((index * 37) % 50)));

export default function BarBatchRenderer() {
  return (
    <BarChart
      height={300}
      // 'svg-batch' draws the bars as a few <path> elements instead of 480 <rect> elements.
      renderer="svg-batch"
      xAxis={[
        {
          scaleType: 'band',
          data: minutes,
          disableTicks: true,
          // The tick that closes the last band has no value, hence the optional parameter.
          tickLabelInterval: (value?: string) => value !== undefined && value.endsWith(':00'),
        },
      ]}
      series={[{ id: 'requests', data: requests, label: 'Requests per minute' }]}
      hideLegend
    />
  );
}
