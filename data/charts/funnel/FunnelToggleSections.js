import { FunnelChart } from '@mui/x-charts-pro/FunnelChart';

const trial = [
  { id: 'visited', value: 15000, label: 'Visited' },
  { id: 'started', value: 4200, label: 'Started the trial' },
  { id: 'used', value: 2600, label: 'Used it three days' },
  { id: 'paid', value: 800, label: 'Paid' },
];

export default function FunnelToggleSections() {
  return (
    <FunnelChart
      height={300}
      gap={2}
      series={[{ id: 'trial', data: trial, curve: 'step' }]}
      slotProps={{ legend: { toggleVisibilityOnClick: true } }}
    />
  );
}
