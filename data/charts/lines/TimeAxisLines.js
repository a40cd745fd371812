import { LineChart } from '@mui/x-charts/LineChart';

// Dates built with Date.UTC and a 'utc' axis print the same on the server and in every time zone.
const days = Array.from({ length: 60 }, (_, index) => new Date(Date.UTC(2025, 2, 1 + index)));
const visitors = days.map((_, index) => Math.round(900 + 250 * Math.sin(index / 4) + index * 12));

const shortDate = new Intl.DateTimeFormat('en-US', { month: 'short', day: 'numeric', timeZone: 'UTC' });
const longDate = new Intl.DateTimeFormat('en-US', { weekday: 'long', month: 'long', day: 'numeric', timeZone: 'UTC' });

// The same axis formats its ticks briefly and the tooltip in full.
function formatDay(date, context) {
  return context.location === 'tick' ? shortDate.format(date) : longDate.format(date);
}

export default function TimeAxisLines() {
  return (
    <LineChart
      height={300}
      title="Daily visitors, March and April 2025"
      xAxis={[{ scaleType: 'utc', data: days, valueFormatter: formatDay, tickNumber: 6, domainLimit: 'strict' }]}
      series={[{ id: 'visitors', data: visitors, label: 'Visitors', showMark: false }]}
      hideLegend
    />
  );
}
