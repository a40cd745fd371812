import { FunnelChart } from '@mui/x-charts-pro/FunnelChart';

const recruiting = [
  { id: 'applied', value: 2400, label: 'Applied' },
  { id: 'screened', value: 900, label: 'Screened' },
  { id: 'interviewed', value: 180, label: 'Interviewed' },
  { id: 'hired', value: 24, label: 'Hired' },
];
const total = recruiting[0].value;

// Wide sections keep their label inside; narrow ones move it to the right of the funnel.
function placeLabel(item) {
  if (item.value / total > 0.2) {
    return { position: { vertical: 'middle', horizontal: 'center' } };
  }
  return { position: { vertical: 'middle', horizontal: 'end' }, textAnchor: 'start', offset: { x: 8 } };
}

export default function FunnelSectionLabels() {
  return (
    <FunnelChart
      height={300}
      margin={{ right: 140 }}
      series={[
        {
          id: 'recruiting',
          data: recruiting,
          curve: 'linear',
          sectionLabel: placeLabel,
          valueFormatter: ({ value }) => `${value.toLocaleString('en-US')} (${((value / total) * 100).toFixed(1)}%)`,
        },
      ]}
    />
  );
}
