import * as React from 'react';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import { FunnelChart, type FunnelItemIdentifier } from '@mui/x-charts-pro/FunnelChart';

const steps = [
  { id: 'cart', value: 5200, label: 'Added to cart' },
  { id: 'address', value: 3900, label: 'Entered an address' },
  { id: 'payment', value: 2600, label: 'Chose a payment method' },
  { id: 'ordered', value: 2150, label: 'Placed the order' },
];

export default function FunnelControlledTooltip() {
  const [tooltipItem, setTooltipItem] = React.useState<FunnelItemIdentifier | null>(null);

  return (
    <Stack spacing={1} sx={{ width: '100%' }}>
      <Stack direction="row" spacing={1} sx={{ flexWrap: 'wrap', rowGap: 1 }}>
        {steps.map((step, dataIndex) => (
          <Button
            key={step.id}
            size="small"
            variant={tooltipItem?.dataIndex === dataIndex ? 'contained' : 'outlined'}
            onClick={() => setTooltipItem({ type: 'funnel', seriesId: 'checkout', dataIndex })}
          >
            {step.label}
          </Button>
        ))}
        <Button size="small" onClick={() => setTooltipItem(null)}>
          Close tooltip
        </Button>
      </Stack>
      <FunnelChart
        height={300}
        // The chart reports hover changes too, so buttons and pointer stay in step.
        tooltipItem={tooltipItem}
        onTooltipItemChange={(item) => setTooltipItem(item as FunnelItemIdentifier | null)}
        series={[
          {
            id: 'checkout',
            data: steps,
            valueFormatter: (item) => `${item.value.toLocaleString('en-US')} sessions`,
          },
        ]}
        hideLegend
      />
    </Stack>
  );
}
