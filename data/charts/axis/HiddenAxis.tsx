import { BarChart } from '@mui/x-charts/BarChart';

const languages = ['TypeScript', 'Python', 'Go', 'Rust', 'Kotlin'];
const shares = [38, 27, 14, 11, 10];

export default function HiddenAxis() {
  return (
    <BarChart
      height={260}
      layout="horizontal"
      yAxis={[{ scaleType: 'band', data: languages, width: 90, disableLine: true, disableTicks: true }]}
      // The value axis still scales the bars, but takes no space and draws nothing.
      xAxis={[{ position: 'none', min: 0, max: 45 }]}
      series={[
        {
          id: 'share',
          data: shares,
          label: 'Share of new repositories',
          barLabel: (item) => `${item.value}%`,
          barLabelPlacement: 'outside',
          valueFormatter: (value) => `${value}%`,
        },
      ]}
      hideLegend
    />
  );
}
