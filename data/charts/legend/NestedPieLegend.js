import { PieChart } from '@mui/x-charts/PieChart';

// Inner ring: the device family. Outer ring: the operating system inside each family.
const families = [
  { id: 'desktop', value: 46, label: 'Desktop', color: '#1565c0' },
  { id: 'mobile', value: 54, label: 'Mobile', color: '#2e7d32' },
];

const systems = [
  { id: 'windows', value: 29, label: 'Windows', color: '#42a5f5' },
  { id: 'macos', value: 13, label: 'macOS', color: '#90caf9' },
  { id: 'linux', value: 4, label: 'Linux', color: '#bbdefb' },
  { id: 'android', value: 33, label: 'Android', color: '#66bb6a' },
  { id: 'ios', value: 21, label: 'iOS', color: '#a5d6a7' },
];

export default function NestedPieLegend() {
  return (
    <PieChart
      height={300}
      series={[
        { id: 'family', data: families, outerRadius: 70 },
        { id: 'system', data: systems, innerRadius: 80, outerRadius: 115 },
      ]}
      slotProps={{ legend: { direction: 'vertical', position: { vertical: 'middle', horizontal: 'end' } } }}
    />
  );
}
