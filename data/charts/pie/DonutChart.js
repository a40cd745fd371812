import { PieChart } from '@mui/x-charts/PieChart';

const storage = [
  { id: 'photos', value: 48, label: 'Photos' },
  { id: 'videos', value: 31, label: 'Videos' },
  { id: 'documents', value: 12, label: 'Documents' },
  { id: 'other', value: 9, label: 'Other' },
];

export default function DonutChart() {
  return (
    <PieChart
      height={300}
      series={[
        {
          id: 'storage',
          data: storage,
          innerRadius: '55%',
          paddingAngle: 3,
          cornerRadius: 6,
          arcLabel: (item) => `${item.value}%`,
          arcLabelMinAngle: 25,
          valueFormatter: (item) => `${item.value} GB`,
          highlightScope: { highlight: 'item', fade: 'global' },
        },
      ]}
    />
  );
}
