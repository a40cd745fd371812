import { LineChart } from '@mui/x-charts/LineChart';

const years = [2016, 2017, 2018, 2019, 2020, 2021, 2022, 2023, 2024, 2025];
// Two products that both grow by a similar factor each year, from very different starting points.
const enterprise = [120, 210, 390, 720, 1300, 2400, 4100, 7600, 13800, 24500];
const community = [15000, 26000, 47000, 81000, 150000, 260000, 470000, 820000, 1500000, 2600000];

const compact = new Intl.NumberFormat('en-US', { notation: 'compact' });

export default function LogScaleGrowth() {
  return (
    <LineChart
      height={340}
      xAxis={[{ scaleType: 'point', data: years }]}
      yAxis={[
        {
          // On a log scale, equal growth rates give parallel straight lines.
          scaleType: 'log',
          label: 'Users (log scale)',
          valueFormatter: (value) => compact.format(value),
          width: 70,
        },
      ]}
      series={[
        {
          id: 'community',
          data: community,
          label: 'Community edition',
          valueFormatter: (v) => (v === null ? '' : compact.format(v)),
        },
        {
          id: 'enterprise',
          data: enterprise,
          label: 'Enterprise edition',
          valueFormatter: (v) => (v === null ? '' : compact.format(v)),
        },
      ]}
      grid={{ horizontal: true }}
    />
  );
}
