import * as React from 'react';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { FunnelChart } from '@mui/x-charts-pro/FunnelChart';

const steps = [
  { label: 'Product page', value: 12400 },
  { label: 'Added to cart', value: 3100 },
  { label: 'Checkout', value: 1450 },
  { label: 'Paid', value: 980 },
];

export default function FunnelConversionClick() {
  const [index, setIndex] = React.useState<number | null>(null);
  let message = 'Click a section to see its conversion from the previous step.';
  if (index !== null) {
    const step = steps[index];
    message =
      index === 0
        ? `${step.label}: ${step.value.toLocaleString('en-US')} visitors, the start of the funnel.`
        : `${step.label}: ${((step.value / steps[index - 1].value) * 100).toFixed(1)} % of "${steps[index - 1].label}", ${((step.value / steps[0].value) * 100).toFixed(1)} % of all visitors.`;
  }
  return (
    <Stack spacing={1}>
      <Typography variant="body2" aria-live="polite">
        {message}
      </Typography>
      <FunnelChart
        height={300}
        hideLegend
        categoryAxis={{ categories: steps.map((step) => step.label), position: 'left', size: 110 }}
        series={[
          { data: steps.map(({ value }) => ({ value })), valueFormatter: (item) => item.value.toLocaleString('en-US') },
        ]}
        onItemClick={(_, item) => setIndex(item.dataIndex)}
      />
    </Stack>
  );
}
