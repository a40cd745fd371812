import Box from '@mui/material/Box';
import { ChartsDataProvider } from '@mui/x-charts/ChartsDataProvider';
import { ChartsSurface } from '@mui/x-charts/ChartsSurface';
import { ChartsLegend } from '@mui/x-charts/ChartsLegend';
import { ChartsTooltip } from '@mui/x-charts/ChartsTooltip';
import { PiePlot, PIE_CHART_PLUGINS } from '@mui/x-charts/PieChart';

const storage = [
  { id: 'photos', value: 61, label: 'Photos' },
  { id: 'videos', value: 112, label: 'Videos' },
  { id: 'documents', value: 18, label: 'Documents' },
  { id: 'free', value: 65, label: 'Free space' },
];

// The plugin set of PieChart, reused in a composition: no cartesian axes are computed.
export default function PluginsPiePreset() {
  return (
    <ChartsDataProvider
      height={240}
      plugins={PIE_CHART_PLUGINS}
      series={[
        {
          type: 'pie',
          id: 'storage',
          data: storage,
          innerRadius: 60,
          valueFormatter: (item) => `${item.value} GB`,
        },
      ]}
    >
      <Box sx={{ display: 'flex', alignItems: 'center', gap: 2, flexWrap: 'wrap' }}>
        <Box sx={{ width: 240, height: 240 }}>
          <ChartsSurface>
            <PiePlot />
          </ChartsSurface>
        </Box>
        <ChartsLegend direction="vertical" toggleVisibilityOnClick />
      </Box>
      <ChartsTooltip trigger="item" />
    </ChartsDataProvider>
  );
}
