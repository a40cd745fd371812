import { BarChart } from '@mui/x-charts/BarChart';

const questions = ['Onboarding', 'Documentation', 'Performance', 'Pricing', 'Support'];
const percent = (value: number | null) => (value === null ? '' : `${value} answers`);

export default function SurveyShareBars() {
  return (
    <BarChart
      height={320}
      layout="horizontal"
      yAxis={[{ scaleType: 'band', data: questions, width: 110 }]}
      xAxis={[{ valueFormatter: (value: number) => `${Math.round(value * 100)}%` }]}
      series={[
        {
          id: 'unhappy',
          data: [12, 30, 8, 41, 6],
          label: 'Unhappy',
          stack: 'all',
          stackOffset: 'expand',
          valueFormatter: percent,
          color: '#e57373',
        },
        {
          id: 'neutral',
          data: [25, 28, 20, 33, 14],
          label: 'Neutral',
          stack: 'all',
          stackOffset: 'expand',
          valueFormatter: percent,
          color: '#bdbdbd',
        },
        {
          id: 'happy',
          data: [63, 42, 72, 26, 80],
          label: 'Happy',
          stack: 'all',
          stackOffset: 'expand',
          valueFormatter: percent,
          color: '#66bb6a',
        },
      ]}
    />
  );
}
