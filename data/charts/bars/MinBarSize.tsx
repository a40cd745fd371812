import { BarChart } from '@mui/x-charts/BarChart';

const regions = ['Europe', 'Americas', 'Asia', 'Africa', 'Oceania'];
// Very different magnitudes: without minBarSize, the last two bars would be invisible.
const installs = [182000, 96000, 240000, 900, 350];

export default function MinBarSize() {
  return (
    <BarChart
      height={300}
      xAxis={[{ scaleType: 'band', data: regions }]}
      yAxis={[{ valueFormatter: (value: number) => `${value / 1000}k`, width: 50 }]}
      series={[
        {
          id: 'installs',
          data: installs,
          label: 'App installs',
          minBarSize: 6,
          valueFormatter: (value) => (value === null ? '' : value.toLocaleString('en-US')),
        },
      ]}
      hideLegend
    />
  );
}
