import { PieChart } from '@mui/x-charts/PieChart';

const regions = [
  { id: 'emea', value: 45, label: 'EMEA', color: '#1565c0' },
  { id: 'americas', value: 35, label: 'Americas', color: '#2e7d32' },
  { id: 'apac', value: 20, label: 'APAC', color: '#ef6c00' },
];

const countries = [
  { id: 'de', value: 18, label: 'Germany', color: '#42a5f5' },
  { id: 'fr', value: 15, label: 'France', color: '#64b5f6' },
  { id: 'uk', value: 12, label: 'United Kingdom', color: '#90caf9' },
  { id: 'us', value: 26, label: 'United States', color: '#66bb6a' },
  { id: 'br', value: 9, label: 'Brazil', color: '#a5d6a7' },
  { id: 'jp', value: 12, label: 'Japan', color: '#ffa726' },
  { id: 'au', value: 8, label: 'Australia', color: '#ffcc80' },
];

export default function NestedPie() {
  return (
    <PieChart
      height={320}
      series={[
        { id: 'regions', data: regions, outerRadius: '55%', arcLabel: 'label', arcLabelMinAngle: 30 },
        { id: 'countries', data: countries, innerRadius: '62%', outerRadius: '95%', paddingAngle: 1, cornerRadius: 3 },
      ]}
      hideLegend
    />
  );
}
