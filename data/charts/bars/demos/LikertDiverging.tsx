import { BarChart } from '@mui/x-charts/BarChart';
import { ChartsReferenceLine } from '@mui/x-charts/ChartsReferenceLine';

const statements = ['I would recommend us', 'Releases are stable', 'Docs are clear', 'Support answers fast'];

// Percentages of answers. Negative answers are negated so that they sit left of the zero line.
const answers = {
  stronglyDisagree: [-4, -9, -15, -6],
  disagree: [-8, -21, -24, -12],
  agree: [51, 46, 38, 49],
  stronglyAgree: [29, 12, 9, 22],
};

const percent = (value: number | null) => (value === null ? '' : `${Math.abs(value)}%`);

export default function LikertDiverging() {
  return (
    <BarChart
      height={300}
      layout="horizontal"
      yAxis={[{ scaleType: 'band', data: statements, width: 150 }]}
      xAxis={[{ min: -50, max: 100, valueFormatter: (value: number) => `${Math.abs(value)}%` }]}
      series={[
        // Within the negative side, the first series is drawn closest to zero.
        { id: 'disagree', data: answers.disagree, label: 'Disagree', stack: 'answers', color: '#ef9a9a' },
        {
          id: 'strongly-disagree',
          data: answers.stronglyDisagree,
          label: 'Strongly disagree',
          stack: 'answers',
          color: '#c62828',
        },
        { id: 'agree', data: answers.agree, label: 'Agree', stack: 'answers', color: '#90caf9' },
        {
          id: 'strongly-agree',
          data: answers.stronglyAgree,
          label: 'Strongly agree',
          stack: 'answers',
          color: '#1565c0',
        },
      ].map((series) => ({ ...series, valueFormatter: percent }))}
    >
      <ChartsReferenceLine x={0} lineStyle={{ stroke: '#424242', strokeWidth: 2 }} />
    </BarChart>
  );
}
