import { PieChart } from '@mui/x-charts/PieChart';

const seats = [
  { id: 'green', value: 38, label: 'Green party', color: '#43a047' },
  { id: 'social', value: 61, label: 'Social democrats', color: '#e53935' },
  { id: 'liberal', value: 27, label: 'Liberals', color: '#fdd835' },
  { id: 'conservative', value: 54, label: 'Conservatives', color: '#1e88e5' },
];

export default function HalfDonut() {
  return (
    <PieChart
      height={260}
      series={[
        {
          id: 'seats',
          data: seats,
          startAngle: -90,
          endAngle: 90,
          innerRadius: '50%',
          outerRadius: '100%',
          cy: '80%',
          paddingAngle: 1,
          arcLabel: 'value',
          valueFormatter: (item) => `${item.value} seats`,
        },
      ]}
      slotProps={{ legend: { direction: 'horizontal', position: { vertical: 'bottom', horizontal: 'center' } } }}
    />
  );
}
