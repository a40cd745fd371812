import { Heatmap, heatmapClasses } from '@mui/x-charts-pro/Heatmap';

const weekdays = ['Mon', 'Tue', 'Wed', 'Thu', 'Fri', 'Sat', 'Sun'];
const WEEKS = 26;
// The Monday that starts the first column; dates are built in UTC so the demo is the same in every time zone.
const firstMonday = Date.UTC(2025, 0, 6);
const DAY = 24 * 60 * 60 * 1000;

// One band per week, identified by the date of its Monday.
const weeks = Array.from({ length: WEEKS }, (_, week) => new Date(firstMonday + week * 7 * DAY));

// Commits per day: busier mid-week, quiet on weekends, with a pseudo-random spread.
const commits: [number, number, number][] = weeks.flatMap((_, x) =>
  weekdays.map((__, y): [number, number, number] => {
    const weekend = y >= 5 ? 0.2 : 1;
    return [x, y, Math.round(((x * 7 + y * 5) % 9) * weekend + (y === 2 ? 2 : 0))];
  }),
);

const monthShort = new Intl.DateTimeFormat('en-US', { month: 'short', timeZone: 'UTC' });
const fullDate = new Intl.DateTimeFormat('en-US', { month: 'long', day: 'numeric', year: 'numeric', timeZone: 'UTC' });

// Tick labels: the month name under the first week of each month, nothing under the other weeks.
function formatWeek(value: Date, context: { location: string }) {
  if (context.location === 'tick') {
    return value.getUTCDate() <= 7 ? monthShort.format(value) : '';
  }
  return `Week of ${fullDate.format(value)}`;
}

export default function CalendarHeatmap() {
  return (
    <Heatmap
      height={230}
      xAxis={[{ data: weeks, valueFormatter: formatWeek, disableTicks: true, tickLabelStyle: { fontSize: 11 } }]}
      yAxis={[
        {
          data: weekdays,
          width: 40,
          disableTicks: true,
          // Label every other day to keep the small rows readable.
          tickLabelInterval: (_value: string, index: number) => index % 2 === 0,
        },
      ]}
      zAxis={[
        {
          colorMap: {
            type: 'piecewise',
            thresholds: [1, 3, 6, 8],
            colors: ['#ebedf0', '#c6e48b', '#7bc96f', '#239a3b', '#196127'],
          },
        },
      ]}
      series={[
        {
          id: 'commits',
          data: commits,
          label: 'Commits',
          valueFormatter: (value) => {
            if (!value) {
              return '';
            }
            return value[2] === 1 ? '1 commit' : `${value[2]} commits`;
          },
        },
      ]}
      // A white outline separates the days like the squares of a calendar.
      sx={{ [`& .${heatmapClasses.cell}`]: { stroke: '#ffffff', strokeWidth: 2 } }}
    />
  );
}
