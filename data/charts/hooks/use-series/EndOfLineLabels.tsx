import { LineChart } from '@mui/x-charts/LineChart';
import { useLineSeries, useXScale, useYScale } from '@mui/x-charts/hooks';

const years = [2019, 2020, 2021, 2022, 2023, 2024];

/** Writes each series' name and last value next to its last point. */
function EndLabels() {
  const series = useLineSeries();
  const xScale = useXScale<'point'>();
  const yScale = useYScale<'linear'>();
  const lastYear = years[years.length - 1];
  return (
    <g>
      {series.map((item) => {
        const last = item.data[item.data.length - 1];
        if (last == null) {
          return null;
        }
        // A label can be a function of where it is shown; these labels replace the legend.
        const name = typeof item.label === 'function' ? item.label('legend') : item.label;
        return (
          <text
            key={item.id}
            data-testid="end-label"
            x={(xScale(lastYear) ?? 0) + 8}
            y={yScale(last)}
            dominantBaseline="central"
            fontSize={12}
            fill={item.color}
          >
            {name ? `${name} ${last}` : last}
          </text>
        );
      })}
    </g>
  );
}

export default function EndOfLineLabels() {
  return (
    <LineChart
      height={300}
      hideLegend
      margin={{ right: 110 }}
      xAxis={[{ scaleType: 'point', data: years }]}
      series={[
        { id: 'rail', data: [31, 22, 26, 33, 36, 39], label: 'Rail' },
        { id: 'bus', data: [24, 18, 19, 21, 22, 23], label: 'Bus' },
        { id: 'bike', data: [6, 9, 11, 12, 15, 17], label: 'Bike' },
      ]}
    >
      <EndLabels />
    </LineChart>
  );
}
