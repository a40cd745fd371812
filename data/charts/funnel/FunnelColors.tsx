import { FunnelChart } from '@mui/x-charts-pro/FunnelChart';

// A palette for the whole chart, and an explicit color for the step that matters most.
const palette = ['#90caf9', '#64b5f6', '#42a5f5', '#1565c0'];

const checkout = [
  { id: 'cart', value: 4100, label: 'Cart' },
  { id: 'shipping', value: 3600, label: 'Shipping details' },
  // Half of the buyers leave after this step: give it a color that stands out.
  { id: 'payment', value: 3300, label: 'Payment', color: '#e65100' },
  { id: 'confirmed', value: 1500, label: 'Order confirmed' },
];

export default function FunnelColors() {
  return (
    <FunnelChart
      height={320}
      colors={palette}
      gap={3}
      series={[{ id: 'checkout', data: checkout, curve: 'step' }]}
      slotProps={{ legend: { direction: 'vertical', position: { vertical: 'middle', horizontal: 'end' } } }}
    />
  );
}
