import Box from '@mui/material/Box';
import { PieChart } from '@mui/x-charts/PieChart';
import { BarChart } from '@mui/x-charts/BarChart';

const budget = [
  { id: 'rent', value: 1200, label: 'Rent' },
  { id: 'food', value: 540, label: 'Food' },
  { id: 'transport', value: 180, label: 'Transport' },
  { id: 'leisure', value: 260, label: 'Leisure' },
  { id: 'savings', value: 420, label: 'Savings' },
];
const total = budget.reduce((sum, item) => sum + item.value, 0);

export default function ArcAndBarLabels() {
  return (
    <Box
      sx={{ display: 'grid', gap: 2, gridTemplateColumns: { xs: 'minmax(0, 1fr)', md: 'repeat(2, minmax(0, 1fr))' } }}
    >
      <PieChart
        height={280}
        series={[
          {
            id: 'budget-pie',
            data: budget,
            arcLabel: (item) => `${Math.round((item.value / total) * 100)}%`,
            arcLabelMinAngle: 20,
            arcLabelRadius: '70%',
          },
        ]}
        hideLegend
      />
      <BarChart
        height={280}
        layout="horizontal"
        yAxis={[{ scaleType: 'band', data: budget.map((item) => item.label), width: 80 }]}
        xAxis={[{ max: 1500 }]}
        series={[
          {
            id: 'budget-bar',
            data: budget.map((item) => item.value),
            barLabel: (item) => `€${item.value}`,
            barLabelPlacement: 'outside',
          },
        ]}
        hideLegend
      />
    </Box>
  );
}
