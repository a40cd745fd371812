import { LineChart } from '@mui/x-charts/LineChart';
import { useLineSeries, useXScale, useYScale } from '@mui/x-charts/hooks';

const years = [2019, 2020, 2021, 2022, 2023, 2024, 2025];

// Share of remote work per sector, in percent.
const sectors = [
  { id: 'tech', label: 'Technology', data: [18, 52, 49, 44, 41, 40, 39] },
  { id: 'finance', label: 'Finance', data: [9, 41, 35, 29, 26, 25, 24] },
  { id: 'retail', label: 'Retail', data: [3, 14, 10, 8, 7, 7, 6] },
];

// An SVG component: writes each series' label at the end of its line, in the series color.
function EndLabels() {
  const series = useLineSeries();
  const xScale = useXScale<'point'>();
  const yScale = useYScale<'linear'>();
  const lastIndex = years.length - 1;
  return (
    <g>
      {series.map((one) => {
        const value = one.data[lastIndex];
        if (value === null || value === undefined) {
          return null;
        }
        return (
          <text
            key={one.id}
            x={(xScale(years[lastIndex]) ?? 0) + 8}
            y={yScale(value)}
            dominantBaseline="central"
            fontSize={13}
            fontWeight={600}
            fill={one.color}
          >
            {typeof one.label === 'string' ? one.label : one.id}
          </text>
        );
      })}
    </g>
  );
}

export default function LineEndLabels() {
  return (
    <LineChart
      height={300}
      // Room on the right for the labels.
      margin={{ right: 100 }}
      xAxis={[{ scaleType: 'point', data: years }]}
      yAxis={[{ valueFormatter: (value: number) => `${value}%`, width: 50 }]}
      series={sectors.map((sector) => ({ ...sector, showMark: false }))}
      hideLegend
    >
      <EndLabels />
    </LineChart>
  );
}
