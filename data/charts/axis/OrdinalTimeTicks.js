import { BarChart } from '@mui/x-charts/BarChart';

// 120 days, one band each, starting on 1 January 2025 (UTC).
const days = Array.from({ length: 120 }, (_, index) => new Date(Date.UTC(2025, 0, 1 + index)));
const commits = days.map((day, index) => {
  const weekend = day.getUTCDay() === 0 || day.getUTCDay() === 6;
  return weekend ? 2 + (index % 3) : 14 + ((index * 7) % 11);
});

export default function OrdinalTimeTicks() {
  return (
    <BarChart
      height={300}
      xAxis={[
        {
          scaleType: 'band',
          data: days,
          // Ticks go to the first band of each month and of each week; tickNumber leaves room for weeks.
          ordinalTimeTicks: ['months', 'weeks'],
          tickNumber: 20,
          valueFormatter: (date) => date.toLocaleDateString('en-US', { dateStyle: 'medium', timeZone: 'UTC' }),
        },
      ]}
      series={[{ id: 'commits', data: commits, label: 'Commits' }]}
      hideLegend
    />
  );
}
