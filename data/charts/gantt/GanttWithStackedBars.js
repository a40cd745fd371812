import { BarChart } from '@mui/x-charts/BarChart';

// Each task starts on a day of the project and lasts a number of days.
const tasks = [
  { name: 'Research', start: 0, days: 5 },
  { name: 'Design', start: 4, days: 6 },
  { name: 'Build', start: 9, days: 12 },
  { name: 'Test', start: 18, days: 6 },
  { name: 'Launch', start: 24, days: 2 },
];

export default function GanttWithStackedBars() {
  return (
    <BarChart
      height={280}
      layout="horizontal"
      hideLegend
      yAxis={[{ scaleType: 'band', data: tasks.map((task) => task.name), width: 80 }]}
      xAxis={[{ min: 0, max: 28, label: 'Day of the project' }]}
      series={[
        // The offset: an invisible bar from day 0 to the start, left out of the tooltip.
        {
          id: 'offset',
          data: tasks.map((task) => task.start),
          stack: 'plan',
          color: 'transparent',
          valueFormatter: () => null,
        },
        {
          id: 'duration',
          data: tasks.map((task) => task.days),
          stack: 'plan',
          label: 'Duration',
          valueFormatter: (value) => (value === null ? null : `${value} days`),
        },
      ]}
      grid={{ vertical: true }}
    />
  );
}
