import { PieChart } from '@mui/x-charts/PieChart';

const energy = [
  { id: 'heating', value: 62, label: 'Heating' },
  { id: 'water', value: 17, label: 'Hot water' },
  { id: 'appliances', value: 13, label: 'Appliances' },
  { id: 'lighting', value: 5, label: 'Lighting' },
  { id: 'cooking', value: 3, label: 'Cooking' },
];

export default function PieLegendToggle() {
  return (
    <PieChart
      height={300}
      series={[{ id: 'home', data: energy, valueFormatter: (item) => `${item.value}%` }]}
      // Heating starts hidden so the smaller uses are easier to compare; click a legend item to toggle it.
      initialHiddenItems={[{ type: 'pie', seriesId: 'home', dataIndex: 0 }]}
      slotProps={{ legend: { toggleVisibilityOnClick: true } }}
    />
  );
}
