import { BarChart } from '@mui/x-charts/BarChart';

const browsers = ['Chrome', 'Safari', 'Edge', 'Firefox', 'Samsung Internet', 'Opera'];
const share = [64.7, 18.6, 5.3, 2.7, 2.3, 2.1];

export default function HorizontalBars() {
  return (
    <BarChart
      height={320}
      layout="horizontal"
      yAxis={[{ scaleType: 'band', data: browsers, width: 120 }]}
      xAxis={[{ label: 'Share of page views (%)', max: 70 }]}
      series={[
        {
          id: 'share',
          data: share,
          label: 'Share',
          valueFormatter: (value) => (value === null ? '' : `${value}%`),
        },
      ]}
      hideLegend
    />
  );
}
