import { LineChart } from '@mui/x-charts/LineChart';

const start = Date.UTC(2025, 2, 10, 0, 0);
const timestamps = Array.from({ length: 24 }, (_, hour) => new Date(start + hour * 3600 * 1000));
const p50 = [
  82, 80, 79, 78, 78, 80, 88, 101, 118, 126, 131, 129, 127, 133, 138, 135, 128, 119, 110, 104, 97, 91, 87, 84,
];
const p99 = [
  210, 198, 190, 186, 185, 196, 240, 310, 402, 455, 470, 448, 436, 490, 520, 505, 460, 410, 366, 330, 290, 256, 232,
  220,
];

const hourLabel = (date: Date) => `${String(date.getUTCHours()).padStart(2, '0')}:00`;

export default function ServerLatency() {
  return (
    <LineChart
      height={340}
      xAxis={[{ scaleType: 'utc', data: timestamps, valueFormatter: hourLabel, label: 'Time (UTC)' }]}
      yAxis={[{ label: 'Latency (ms)' }]}
      series={[
        { id: 'p50', data: p50, label: 'p50', showMark: false, valueFormatter: (v) => (v === null ? '' : `${v} ms`) },
        { id: 'p99', data: p99, label: 'p99', showMark: false, valueFormatter: (v) => (v === null ? '' : `${v} ms`) },
      ]}
      grid={{ horizontal: true }}
    />
  );
}
