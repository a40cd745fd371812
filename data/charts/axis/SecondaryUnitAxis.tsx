import { LineChart } from '@mui/x-charts/LineChart';

const months = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'];
const celsius = [-2, 0, 5, 11, 16, 20, 23, 22, 17, 11, 5, 0];

// Both y-axes cover the same temperatures, so a point reads in either unit.
const minC = -5;
const maxC = 25;
const toF = (c: number) => (c * 9) / 5 + 32;

export default function SecondaryUnitAxis() {
  return (
    <LineChart
      height={320}
      xAxis={[{ scaleType: 'point', data: months }]}
      yAxis={[
        { id: 'celsius', min: minC, max: maxC, label: '°C', width: 50 },
        {
          id: 'fahrenheit',
          min: toF(minC),
          max: toF(maxC),
          label: '°F',
          position: 'right',
          width: 50,
          // The second axis only shows a scale: the tooltip ignores it.
          ignoreTooltip: true,
        },
      ]}
      series={[
        {
          id: 'avg',
          data: celsius,
          yAxisId: 'celsius',
          label: 'Average temperature',
          valueFormatter: (value) => (value === null ? '' : `${value} °C / ${Math.round(toF(value))} °F`),
        },
      ]}
      hideLegend
    />
  );
}
