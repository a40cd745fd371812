import { PieChart, pieClasses } from '@mui/x-charts/PieChart';

const budget = [
  { id: 'rent', value: 45, label: 'Rent' },
  { id: 'food', value: 25, label: 'Food' },
  { id: 'transport', value: 18, label: 'Transport' },
  { id: 'leisure', value: 8, label: 'Leisure' },
  { id: 'other', value: 4, label: 'Other' },
];

export default function ArcLabelsPie() {
  return (
    <PieChart
      height={300}
      series={[
        {
          data: budget,
          arcLabel: (item) => `${item.value}%`,
          // Arcs narrower than 25 degrees (Leisure, Other) get no label.
          arcLabelMinAngle: 25,
          valueFormatter: (item) => `${item.value}%`,
        },
      ]}
      sx={{ [`& .${pieClasses.arcLabel}`]: { fill: '#fff', fontWeight: 700 } }}
    />
  );
}
