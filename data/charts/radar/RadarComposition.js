import Box from '@mui/material/Box';
import {
  RadarDataProvider,
  RadarGrid,
  RadarMetricLabels,
  RadarAxis,
  RadarSeriesArea,
  RadarSeriesMarks,
} from '@mui/x-charts/RadarChart';
import { ChartsSurface } from '@mui/x-charts/ChartsSurface';
import { ChartsLegend } from '@mui/x-charts/ChartsLegend';
import { ChartsTooltip } from '@mui/x-charts/ChartsTooltip';

const metrics = ['Sweetness', 'Acidity', 'Body', 'Bitterness', 'Aroma'];

export default function RadarComposition() {
  return (
    <Box sx={{ width: '100%', maxWidth: 520, mx: 'auto' }}>
      <RadarDataProvider
        height={340}
        radar={{ max: 10, metrics, labelGap: 20 }}
        highlight="series"
        series={[
          { id: 'ethiopia', label: 'Ethiopia Yirgacheffe', data: [7, 8, 4, 3, 9], fillArea: true },
          { id: 'sumatra', label: 'Sumatra Mandheling', data: [5, 3, 9, 7, 6] },
        ]}
      >
        <ChartsLegend />
        <ChartsSurface>
          <RadarGrid divisions={5} stripeColor={null} />
          {/* Value labels along the first axis only, one per division. */}
          <RadarAxis metric="Sweetness" divisions={5} />
          <RadarMetricLabels />
          {/* Only the first series is filled; the second one is drawn as marks without an area. */}
          <RadarSeriesArea seriesId="ethiopia" />
          <RadarSeriesMarks seriesId="sumatra" r={5} />
        </ChartsSurface>
        <ChartsTooltip trigger="item" />
      </RadarDataProvider>
    </Box>
  );
}
