import { BarChart } from '@mui/x-charts/BarChart';

const modes = ['Bicycle', 'Bus', 'Car', 'Train', 'Walking'];
const commuters = [18, 27, 31, 14, 10];

export default function AccessibleBars() {
  return (
    <BarChart
      height={300}
      // title and desc give the SVG an accessible name and description.
      title="How employees commute"
      desc="Share of employees per commuting mode in 2025: car 31%, bus 27%, bicycle 18%, train 14%, walking 10%."
      // Tab into the chart, then use the arrow keys to move from bar to bar.
      enableKeyboardNavigation
      xAxis={[{ scaleType: 'band', data: modes }]}
      yAxis={[{ valueFormatter: (value: number) => `${value}%` }]}
      series={[{ id: 'share', data: commuters, label: 'Employees (%)', valueFormatter: (v) => `${v}%` }]}
      hideLegend
    />
  );
}
