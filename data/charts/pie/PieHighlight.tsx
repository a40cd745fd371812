import { PieChart } from '@mui/x-charts/PieChart';

const browsers = [
  { id: 'chrome', value: 64, label: 'Chrome' },
  { id: 'safari', value: 19, label: 'Safari' },
  { id: 'edge', value: 5, label: 'Edge' },
  { id: 'firefox', value: 3, label: 'Firefox' },
  { id: 'other', value: 9, label: 'Other' },
];

export default function PieHighlight() {
  return (
    <PieChart
      height={300}
      series={[
        {
          data: browsers,
          innerRadius: 40,
          highlightScope: { highlight: 'item', fade: 'global' },
          // The hovered arc grows outwards; the others shrink and turn gray.
          highlighted: { additionalRadius: 10 },
          faded: { innerRadius: 40, additionalRadius: -10, color: 'gray' },
          valueFormatter: (item) => `${item.value}%`,
        },
      ]}
    />
  );
}
