import { FunnelChart } from '@mui/x-charts-pro/FunnelChart';

// Tickets handled at each support tier: most end at the first tier.
const tiers = [
  { label: 'Self-service', value: 5200 },
  { label: 'Tier 1', value: 1800 },
  { label: 'Tier 2', value: 420 },
  { label: 'Tier 3', value: 65 },
];

export default function HorizontalPyramid() {
  return (
    <FunnelChart
      height={260}
      series={[
        {
          layout: 'horizontal',
          curve: 'pyramid',
          funnelDirection: 'decreasing',
          data: tiers,
          sectionLabel: { position: { vertical: 'bottom' }, dominantBaseline: 'hanging', offset: { y: 8 } },
          valueFormatter: (item) => item.value.toLocaleString('en-US'),
        },
      ]}
      margin={{ bottom: 30 }}
    />
  );
}
