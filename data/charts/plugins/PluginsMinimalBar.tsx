import { ChartsDataProvider } from '@mui/x-charts/ChartsDataProvider';
import { ChartsSurface } from '@mui/x-charts/ChartsSurface';
import { BarPlot } from '@mui/x-charts/BarChart';
import { ChartsXAxis } from '@mui/x-charts/ChartsXAxis';
import { ChartsYAxis } from '@mui/x-charts/ChartsYAxis';
import { ChartsTooltip } from '@mui/x-charts/ChartsTooltip';
import { ChartsAxisHighlight } from '@mui/x-charts/ChartsAxisHighlight';
import { useChartCartesianAxis, useChartHighlight, useChartInteraction, useChartTooltip } from '@mui/x-charts/plugins';
import type {
  UseChartCartesianAxisSignature,
  UseChartHighlightSignature,
  UseChartInteractionSignature,
  UseChartTooltipSignature,
} from '@mui/x-charts/plugins';

// The signatures, in the same order as the plugins, type the props the provider accepts.
type BarSignatures = [
  UseChartTooltipSignature<'bar'>,
  UseChartInteractionSignature,
  UseChartCartesianAxisSignature<'bar'>,
  UseChartHighlightSignature,
];

// Four plugins instead of the nine default ones: no z-axis, brush, visibility manager,
// closest-point search or keyboard navigation.
const plugins = [useChartTooltip, useChartInteraction, useChartCartesianAxis, useChartHighlight] as const;

const weekdays = ['Mon', 'Tue', 'Wed', 'Thu', 'Fri'];

export default function PluginsMinimalBar() {
  return (
    <ChartsDataProvider<'bar', BarSignatures>
      height={260}
      plugins={plugins}
      xAxis={[{ id: 'days', scaleType: 'band', data: weekdays }]}
      series={[
        {
          type: 'bar',
          id: 'deploys',
          label: 'Deploys',
          data: [4, 7, 5, 9, 3],
          highlightScope: { highlight: 'item', fade: 'global' },
        },
      ]}
    >
      <ChartsSurface>
        <ChartsAxisHighlight x="band" />
        <BarPlot />
        <ChartsXAxis axisId="days" />
        <ChartsYAxis />
      </ChartsSurface>
      <ChartsTooltip trigger="axis" />
    </ChartsDataProvider>
  );
}
