import { LineChart } from '@mui/x-charts/LineChart';

const monthNames = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'];
// UTC dates and the 'utc' scale render the same ticks on the server and in every time zone.
const dates = Array.from({ length: 12 }, (_, month) => new Date(Date.UTC(2025, month, 1)));
const downloads = [18.2, 19.5, 22.1, 21.7, 24.9, 27.3, 26.8, 29.4, 33.0, 35.6, 34.1, 38.9];

export default function TimeAxis() {
  return (
    <LineChart
      height={320}
      xAxis={[
        {
          scaleType: 'utc',
          data: dates,
          valueFormatter: (date: Date, context) =>
            context.location === 'tick'
              ? monthNames[date.getUTCMonth()]
              : `${monthNames[date.getUTCMonth()]} ${date.getUTCFullYear()}`,
        },
      ]}
      yAxis={[{ label: 'Downloads (k)' }]}
      series={[
        {
          id: 'downloads',
          data: downloads,
          label: 'Monthly downloads',
          valueFormatter: (v) => (v === null ? '' : `${v}k`),
        },
      ]}
    />
  );
}
