import { FunnelChart } from '@mui/x-charts-pro/FunnelChart';

const steps = [
  { id: 'visits', value: 12400, label: 'Visited the pricing page' },
  { id: 'trial', value: 3100, label: 'Started a trial' },
  { id: 'active', value: 1450, label: 'Invited a teammate' },
  { id: 'paid', value: 620, label: 'Became a customer' },
];

export default function BasicFunnel() {
  return (
    <FunnelChart
      height={320}
      series={[
        {
          id: 'conversion',
          data: steps,
          valueFormatter: (item) => `${item.value} people`,
        },
      ]}
    />
  );
}
