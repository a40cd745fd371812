import { FunnelChart } from '@mui/x-charts-pro/FunnelChart';

// A short name in the legend, a full sentence in the tooltip.
const steps = [
  { key: 'Sent', full: 'Emails sent', value: 20000 },
  { key: 'Opened', full: 'Emails opened at least once', value: 8600 },
  { key: 'Clicked', full: 'Recipients who clicked a link', value: 2100 },
  { key: 'Bought', full: 'Recipients who placed an order', value: 310 },
];
const sent = steps[0].value;

const data = steps.map((step) => ({
  id: step.key.toLowerCase(),
  value: step.value,
  label: (location: 'tooltip' | 'legend' | 'section') => {
    if (location === 'tooltip') {
      return step.full;
    }
    return step.key;
  },
}));

export default function FunnelTooltipText() {
  return (
    <FunnelChart
      height={300}
      series={[
        {
          id: 'campaign',
          label: 'Spring campaign',
          data,
          curve: 'bump',
          // The tooltip shows the value and its share of the emails sent.
          valueFormatter: ({ value }) =>
            `${value.toLocaleString('en-US')} (${((value / sent) * 100).toFixed(1)}% of sent)`,
          sectionLabel: false,
        },
      ]}
      slotProps={{ tooltip: { trigger: 'item' } }}
    />
  );
}
