import * as React from 'react';
import Stack from '@mui/material/Stack';
import ToggleButton from '@mui/material/ToggleButton';
import ToggleButtonGroup from '@mui/material/ToggleButtonGroup';
import { FunnelChart } from '@mui/x-charts-pro/FunnelChart';

// Evidence levels of a study review: few systematic reviews, many expert opinions.
const evidence = [
  { label: 'Systematic reviews', value: 4 },
  { label: 'Randomized trials', value: 11 },
  { label: 'Cohort studies', value: 23 },
  { label: 'Case reports', value: 38 },
  { label: 'Expert opinion', value: 52 },
];

type Shape = 'pyramid' | 'step-pyramid';
type Variant = 'filled' | 'outlined';

export default function PyramidShapes() {
  const [curve, setCurve] = React.useState<Shape>('step-pyramid');
  const [variant, setVariant] = React.useState<Variant>('outlined');
  return (
    <Stack spacing={1}>
      <Stack direction="row" spacing={2} sx={{ flexWrap: 'wrap' }}>
        <ToggleButtonGroup
          size="small"
          exclusive
          aria-label="Outline"
          value={curve}
          onChange={(_, value: Shape | null) => value && setCurve(value)}
        >
          <ToggleButton value="pyramid">pyramid</ToggleButton>
          <ToggleButton value="step-pyramid">step-pyramid</ToggleButton>
        </ToggleButtonGroup>
        <ToggleButtonGroup
          size="small"
          exclusive
          aria-label="Variant"
          value={variant}
          onChange={(_, value: Variant | null) => value && setVariant(value)}
        >
          <ToggleButton value="filled">filled</ToggleButton>
          <ToggleButton value="outlined">outlined</ToggleButton>
        </ToggleButtonGroup>
      </Stack>
      <FunnelChart
        height={320}
        gap={3}
        hideLegend
        categoryAxis={{ categories: evidence.map((level) => level.label), position: 'left', size: 130 }}
        series={[
          {
            curve,
            variant,
            funnelDirection: 'increasing',
            data: evidence.map(({ value }) => ({ value })),
            valueFormatter: (item) => `${item.value} studies`,
          },
        ]}
      />
    </Stack>
  );
}
