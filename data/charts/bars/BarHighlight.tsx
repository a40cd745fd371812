import * as React from 'react';
import Stack from '@mui/material/Stack';
import ToggleButton from '@mui/material/ToggleButton';
import ToggleButtonGroup from '@mui/material/ToggleButtonGroup';
import { BarChart } from '@mui/x-charts/BarChart';
import type { HighlightItemData } from '@mui/x-charts/context';

const plants = ['Plant A', 'Plant B', 'Plant C'];
const seriesIds = ['steel', 'glass', 'plastic'] as const;

export default function BarHighlight() {
  const [highlighted, setHighlighted] = React.useState<HighlightItemData | null>(null);

  return (
    <Stack spacing={1} sx={{ width: '100%' }}>
      <ToggleButtonGroup
        size="small"
        exclusive
        value={highlighted?.seriesId ?? null}
        onChange={(_event, seriesId: string | null) => setHighlighted(seriesId ? { seriesId } : null)}
        aria-label="Highlighted material"
      >
        {seriesIds.map((id) => (
          <ToggleButton key={id} value={id}>
            {id}
          </ToggleButton>
        ))}
      </ToggleButtonGroup>
      <BarChart
        height={300}
        xAxis={[{ scaleType: 'band', data: plants }]}
        series={[
          { id: 'steel', data: [320, 280, 410], label: 'Steel (t)' },
          { id: 'glass', data: [150, 210, 120], label: 'Glass (t)' },
          { id: 'plastic', data: [90, 140, 230], label: 'Plastic (t)' },
        ].map((s) => ({ ...s, highlightScope: { highlight: 'series', fade: 'global' } as const }))}
        // Controlled highlight: hovering updates the buttons, the buttons update the chart.
        highlightedItem={highlighted}
        onHighlightChange={setHighlighted}
      />
    </Stack>
  );
}
