import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { FunnelChart } from '@mui/x-charts-pro/FunnelChart';

// Two series on one drawing: all visitors, and the part of them that came from a mobile device.
const allVisitors = [
  { value: 10000, label: 'All: landing page', color: '#78909c' },
  { value: 4200, label: 'All: product page', color: '#78909c' },
  { value: 1600, label: 'All: cart', color: '#78909c' },
  { value: 700, label: 'All: order', color: '#78909c' },
];
const mobileVisitors = [
  { value: 6100, label: 'Mobile: landing page', color: '#64b5f6' },
  { value: 2300, label: 'Mobile: product page', color: '#64b5f6' },
  { value: 700, label: 'Mobile: cart', color: '#64b5f6' },
  { value: 240, label: 'Mobile: order', color: '#64b5f6' },
];

export default function FunnelCompareSeries() {
  return (
    <Stack spacing={1}>
      <Typography variant="body2">Gray outline: all visitors. Light blue: visitors on a mobile device.</Typography>
      <FunnelChart
        height={320}
        gap={2}
        series={[
          { id: 'all', data: allVisitors, variant: 'outlined', curve: 'step', sectionLabel: false },
          {
            id: 'mobile',
            data: mobileVisitors,
            curve: 'step',
            sectionLabel: { position: { vertical: 'middle', horizontal: 'center' } },
          },
        ]}
        categoryAxis={{
          categories: ['Landing', 'Product', 'Cart', 'Order'],
          position: 'left',
          size: 80,
          disableTicks: true,
        }}
        hideLegend
      />
    </Stack>
  );
}
