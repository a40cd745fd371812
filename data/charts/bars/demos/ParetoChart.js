import { ChartsContainer } from '@mui/x-charts/ChartsContainer';
import { BarPlot } from '@mui/x-charts/BarChart';
import { LinePlot, MarkPlot } from '@mui/x-charts/LineChart';
import { ChartsXAxis } from '@mui/x-charts/ChartsXAxis';
import { ChartsYAxis } from '@mui/x-charts/ChartsYAxis';
import { ChartsTooltip } from '@mui/x-charts/ChartsTooltip';
import { ChartsAxisHighlight } from '@mui/x-charts/ChartsAxisHighlight';
import { ChartsReferenceLine } from '@mui/x-charts/ChartsReferenceLine';

// Causes of returned orders, already sorted from the most to the least frequent.
const causes = ['Wrong size', 'Damaged', 'Late delivery', 'Not as pictured', 'Changed mind', 'Other'];
const counts = [182, 121, 64, 41, 27, 15];
const total = counts.reduce((sum, value) => sum + value, 0);
const cumulative = counts.map(
  (_, index) => Math.round((counts.slice(0, index + 1).reduce((sum, value) => sum + value, 0) / total) * 1000) / 10,
);

export default function ParetoChart() {
  return (
    <ChartsContainer
      height={340}
      xAxis={[{ id: 'causes', scaleType: 'band', data: causes }]}
      yAxis={[
        { id: 'count', position: 'left', width: 50 },
        { id: 'share', position: 'right', min: 0, max: 100, width: 70, valueFormatter: (value) => `${value}%` },
      ]}
      series={[
        { type: 'bar', id: 'returns', data: counts, label: 'Returns', yAxisId: 'count' },
        {
          type: 'line',
          id: 'cumulative',
          data: cumulative,
          label: 'Cumulative share',
          yAxisId: 'share',
          color: '#d84315',
          valueFormatter: (value) => (value === null ? '' : `${value}%`),
        },
      ]}
    >
      <BarPlot />
      <LinePlot />
      <MarkPlot />
      <ChartsReferenceLine
        y={80}
        axisId="share"
        label="80% of returns"
        labelAlign="end"
        lineStyle={{ strokeDasharray: '4 4' }}
      />
      <ChartsXAxis />
      <ChartsYAxis axisId="count" label="Returns" />
      <ChartsYAxis axisId="share" label="Cumulative share" />
      <ChartsAxisHighlight x="band" />
      <ChartsTooltip />
    </ChartsContainer>
  );
}
