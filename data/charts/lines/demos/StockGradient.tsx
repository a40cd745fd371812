import { LineChart, lineClasses } from '@mui/x-charts/LineChart';

// 60 trading days of closing prices, computed without randomness.
const days = Array.from({ length: 60 }, (_, index) => new Date(Date.UTC(2025, 3, 1 + Math.floor(index * 1.4))));
const close = days.map((_, index) =>
  Number((142 + index * 0.35 + 6 * Math.sin(index / 5) + 2.5 * Math.cos(index * 1.7)).toFixed(2)),
);

const dateLabel = (date: Date) => date.toLocaleDateString('en-US', { month: 'short', day: 'numeric', timeZone: 'UTC' });
const usd = (value: number | null) => (value === null ? '' : `$${value.toFixed(2)}`);

export default function StockGradient() {
  return (
    <LineChart
      height={320}
      xAxis={[{ scaleType: 'utc', data: days, valueFormatter: dateLabel, domainLimit: 'strict' }]}
      // Both ends of the price axis are fixed, so the area does not start at 0.
      yAxis={[{ min: 130, max: 180, valueFormatter: (value: number) => `$${value}` }]}
      series={[
        {
          id: 'close',
          data: close,
          label: 'ACME close',
          area: true,
          // Fill down to the bottom of the axis (130), not to 0, so the whole gradient is visible.
          baseline: 'min',
          showMark: false,
          color: '#00897b',
          valueFormatter: usd,
        },
      ]}
      hideLegend
      sx={{
        // The area uses the gradient defined below instead of a flat color.
        [`& .${lineClasses.area}`]: { fill: 'url(#stock-area-gradient)' },
        [`& .${lineClasses.line}`]: { strokeWidth: 2 },
      }}
    >
      <defs>
        <linearGradient id="stock-area-gradient" x1="0" x2="0" y1="0" y2="1">
          <stop offset="0%" stopColor="#00897b" stopOpacity={0.45} />
          <stop offset="100%" stopColor="#00897b" stopOpacity={0} />
        </linearGradient>
      </defs>
    </LineChart>
  );
}
