import * as React from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import { ChartsDataProvider } from '@mui/x-charts/ChartsDataProvider';
import { ChartsSurface } from '@mui/x-charts/ChartsSurface';
import { BarPlot } from '@mui/x-charts/BarChart';
import { ChartsXAxis } from '@mui/x-charts/ChartsXAxis';
import { ChartsYAxis } from '@mui/x-charts/ChartsYAxis';
import { useLegend } from '@mui/x-charts/hooks';
import type { VisibilityIdentifier } from '@mui/x-charts/plugins';

type Hidden = VisibilityIdentifier[];

/** Legend entries as toggle buttons: they update the chart's hiddenItems. */
function ButtonLegend({ hidden, onChange }: { hidden: Hidden; onChange: (next: Hidden) => void }) {
  const { items } = useLegend();
  return (
    <Stack direction="row" spacing={1} sx={{ justifyContent: 'center', mb: 1 }}>
      {items.map((item) => {
        const isHidden = hidden.some((entry) => entry.seriesId === item.seriesId);
        return (
          <Button
            key={String(item.seriesId)}
            size="small"
            variant={isHidden ? 'outlined' : 'contained'}
            aria-pressed={!isHidden}
            onClick={() =>
              onChange(
                isHidden
                  ? hidden.filter((entry) => entry.seriesId !== item.seriesId)
                  : [...hidden, { type: 'bar', seriesId: item.seriesId! }],
              )
            }
            startIcon={<Box sx={{ width: 12, height: 12, borderRadius: '2px', bgcolor: item.color }} />}
          >
            {item.label}
          </Button>
        );
      })}
    </Stack>
  );
}

export default function ToggleLegend() {
  const [hidden, setHidden] = React.useState<Hidden>([]);
  return (
    <ChartsDataProvider
      height={260}
      hiddenItems={hidden}
      onHiddenItemsChange={setHidden}
      xAxis={[{ scaleType: 'band', data: ['2021', '2022', '2023', '2024'] }]}
      series={[
        { type: 'bar', id: 'solar', data: [12, 18, 25, 33], label: 'Solar', stack: 'mix' },
        { type: 'bar', id: 'wind', data: [20, 22, 27, 29], label: 'Wind', stack: 'mix' },
        { type: 'bar', id: 'hydro', data: [15, 14, 16, 15], label: 'Hydro', stack: 'mix' },
      ]}
    >
      <ButtonLegend hidden={hidden} onChange={setHidden} />
      <ChartsSurface>
        <BarPlot />
        <ChartsXAxis />
        <ChartsYAxis />
      </ChartsSurface>
    </ChartsDataProvider>
  );
}
