import * as React from 'react';
import Stack from '@mui/material/Stack';
import ToggleButton from '@mui/material/ToggleButton';
import ToggleButtonGroup from '@mui/material/ToggleButtonGroup';
import { FunnelChart } from '@mui/x-charts-pro/FunnelChart';

type Layout = 'vertical' | 'horizontal';

const pipeline = [
  { id: 'leads', value: 1800, label: 'Leads' },
  { id: 'qualified', value: 720, label: 'Qualified' },
  { id: 'proposal', value: 260, label: 'Proposal' },
  { id: 'won', value: 90, label: 'Won' },
];

export default function FunnelLayout() {
  const [layout, setLayout] = React.useState<Layout>('vertical');
  return (
    <Stack spacing={2}>
      <ToggleButtonGroup
        size="small"
        exclusive
        value={layout}
        onChange={(_event, value: Layout | null) => value && setLayout(value)}
        aria-label="Funnel layout"
      >
        <ToggleButton value="vertical">vertical</ToggleButton>
        <ToggleButton value="horizontal">horizontal</ToggleButton>
      </ToggleButtonGroup>
      <FunnelChart
        height={300}
        gap={2}
        series={[{ id: 'pipeline', data: pipeline, layout }]}
        categoryAxis={{
          categories: pipeline.map((step) => step.label),
          position: layout === 'vertical' ? 'left' : 'bottom',
          size: layout === 'vertical' ? 90 : 30,
          disableTicks: true,
        }}
        hideLegend
      />
    </Stack>
  );
}
