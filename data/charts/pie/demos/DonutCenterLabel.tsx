import type { ReactNode } from 'react';
import { styled } from '@mui/material/styles';
import { PieChart } from '@mui/x-charts/PieChart';
import { useDrawingArea } from '@mui/x-charts/hooks';

const tasks = [
  { id: 'done', value: 34, label: 'Done' },
  { id: 'review', value: 9, label: 'In review' },
  { id: 'todo', value: 17, label: 'To do' },
];
const total = tasks.reduce((sum, task) => sum + task.value, 0);

const CenterText = styled('text')(({ theme }) => ({
  fill: (theme.vars || theme).palette.text.primary,
  textAnchor: 'middle',
  dominantBaseline: 'central',
  fontSize: 22,
  fontWeight: 700,
}));

function CenterLabel({ children }: { children: ReactNode }) {
  const { width, height, left, top } = useDrawingArea();
  return (
    <CenterText x={left + width / 2} y={top + height / 2}>
      {children}
    </CenterText>
  );
}

export default function DonutCenterLabel() {
  return (
    <PieChart
      height={280}
      series={[{ id: 'tasks', data: tasks, innerRadius: '65%', paddingAngle: 2, cornerRadius: 4 }]}
    >
      <CenterLabel>{`${total} tasks`}</CenterLabel>
    </PieChart>
  );
}
