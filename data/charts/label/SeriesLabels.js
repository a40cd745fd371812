import { LineChart } from '@mui/x-charts/LineChart';

const years = [2019, 2020, 2021, 2022, 2023, 2024, 2025];

export default function SeriesLabels() {
  return (
    <LineChart
      height={320}
      xAxis={[{ data: years, scaleType: 'point', label: 'Year' }]}
      yAxis={[{ label: 'Emissions (Mt CO₂e)' }]}
      series={[
        {
          id: 'transport',
          data: [162, 138, 147, 149, 146, 143, 139],
          // A short name in the legend, a descriptive one in the tooltip.
          label: (location) => (location === 'legend' ? 'Transport' : 'Transport (road, rail, domestic flights)'),
        },
        {
          id: 'industry',
          data: [187, 176, 181, 164, 155, 152, 148],
          label: (location) => (location === 'legend' ? 'Industry' : 'Industry (incl. energy-intensive)'),
        },
      ]}
    />
  );
}
