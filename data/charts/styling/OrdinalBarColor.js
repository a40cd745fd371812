import { BarChart } from '@mui/x-charts/BarChart';

const browsers = ['Our app', 'Competitor A', 'Competitor B', 'Competitor C', 'Competitor D'];
const loadTime = [1.2, 1.9, 2.4, 1.6, 3.1];

export default function OrdinalBarColor() {
  return (
    <BarChart
      height={300}
      layout="horizontal"
      yAxis={[
        {
          scaleType: 'band',
          data: browsers,
          width: 100,
          // One category stands out; every other category gets `unknownColor`.
          colorMap: { type: 'ordinal', values: ['Our app'], colors: ['#d81b60'], unknownColor: '#90a4ae' },
        },
      ]}
      xAxis={[{ label: 'Time to interactive (s)' }]}
      series={[
        {
          id: 'load',
          data: loadTime,
          label: 'Time to interactive',
          valueFormatter: (v) => (v === null ? '' : `${v} s`),
        },
      ]}
      hideLegend
    />
  );
}
