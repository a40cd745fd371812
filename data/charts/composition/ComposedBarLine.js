import { ChartsContainer } from '@mui/x-charts/ChartsContainer';
import { BarPlot } from '@mui/x-charts/BarChart';
import { LinePlot, MarkPlot } from '@mui/x-charts/LineChart';
import { ChartsXAxis } from '@mui/x-charts/ChartsXAxis';
import { ChartsYAxis } from '@mui/x-charts/ChartsYAxis';
import { ChartsGrid } from '@mui/x-charts/ChartsGrid';
import { ChartsTooltip } from '@mui/x-charts/ChartsTooltip';
import { ChartsAxisHighlight } from '@mui/x-charts/ChartsAxisHighlight';
import { ChartsReferenceLine } from '@mui/x-charts/ChartsReferenceLine';

const months = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug'];
const orders = [310, 280, 345, 390, 420, 405, 460, 510];
const target = [300, 320, 340, 360, 380, 400, 420, 440];

export default function ComposedBarLine() {
  return (
    <ChartsContainer
      height={340}
      xAxis={[{ id: 'months', scaleType: 'band', data: months }]}
      yAxis={[{ id: 'orders', label: 'Orders', width: 60 }]}
      series={[
        { type: 'bar', id: 'orders', data: orders, label: 'Orders' },
        { type: 'line', id: 'target', data: target, label: 'Target', color: '#ef6c00', curve: 'linear' },
      ]}
    >
      <ChartsGrid horizontal />
      <BarPlot borderRadius={4} />
      <LinePlot />
      <MarkPlot />
      <ChartsReferenceLine y={400} label="Break-even" labelAlign="start" lineStyle={{ strokeDasharray: '4 4' }} />
      <ChartsXAxis />
      <ChartsYAxis />
      <ChartsAxisHighlight x="band" />
      <ChartsTooltip />
    </ChartsContainer>
  );
}
