import { LineChart } from '@mui/x-charts/LineChart';
import { ChartsReferenceLine } from '@mui/x-charts/ChartsReferenceLine';

const months = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'];
// Raw prices in very different ranges.
const raw = {
  fund: [84.2, 85.9, 83.1, 86.4, 88.0, 89.7, 91.2, 90.1, 92.8, 94.0, 93.2, 96.1],
  gold: [1920, 1955, 1990, 2020, 2010, 2045, 2102, 2150, 2180, 2130, 2205, 2260],
  index: [4120, 4180, 4050, 4210, 4290, 4360, 4310, 4255, 4390, 4470, 4520, 4610],
};

// Each series becomes its change in percent since January, so all start at 0.
const toPercentChange = (values) => values.map((value) => ((value - values[0]) / values[0]) * 100);
const percent = (value) => (value === null ? '' : `${value >= 0 ? '+' : ''}${value.toFixed(1)}%`);

export default function IndexedPerformance() {
  return (
    <LineChart
      height={320}
      xAxis={[{ scaleType: 'point', data: months }]}
      yAxis={[{ valueFormatter: (value) => `${value}%` }]}
      series={[
        { id: 'fund', data: toPercentChange(raw.fund), label: 'Our fund', valueFormatter: percent },
        { id: 'gold', data: toPercentChange(raw.gold), label: 'Gold', valueFormatter: percent },
        { id: 'index', data: toPercentChange(raw.index), label: 'Market index', valueFormatter: percent },
      ]}
    >
      <ChartsReferenceLine y={0} lineStyle={{ strokeDasharray: '3 3' }} />
    </LineChart>
  );
}
