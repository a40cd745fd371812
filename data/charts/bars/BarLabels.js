import { BarChart } from '@mui/x-charts/BarChart';

const teams = ['Design', 'Backend', 'Frontend', 'QA', 'Support'];

export default function BarLabels() {
  return (
    <BarChart
      height={320}
      xAxis={[{ scaleType: 'band', data: teams }]}
      yAxis={[{ max: 60 }]}
      series={[
        { id: 'open', data: [12, 31, 24, 9, 47], label: 'Open tickets', barLabel: 'value' },
        {
          id: 'closed',
          data: [18, 42, 35, 4, 52],
          label: 'Closed this week',
          barLabel: (item) => (item.value !== null && item.value >= 10 ? `${item.value}` : null),
          barLabelPlacement: 'outside',
        },
      ]}
    />
  );
}
