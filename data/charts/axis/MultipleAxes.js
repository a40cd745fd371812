import { ChartsContainer } from '@mui/x-charts/ChartsContainer';
import { BarPlot } from '@mui/x-charts/BarChart';
import { LinePlot, MarkPlot } from '@mui/x-charts/LineChart';
import { ChartsXAxis } from '@mui/x-charts/ChartsXAxis';
import { ChartsYAxis } from '@mui/x-charts/ChartsYAxis';
import { ChartsTooltip } from '@mui/x-charts/ChartsTooltip';
import { ChartsAxisHighlight } from '@mui/x-charts/ChartsAxisHighlight';

const months = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'];
const precipitation = [78, 62, 55, 48, 52, 40, 31, 35, 50, 71, 84, 90];
const temperature = [3, 4, 8, 12, 16, 20, 23, 22, 18, 13, 7, 4];

export default function MultipleAxes() {
  return (
    <ChartsContainer
      height={340}
      xAxis={[{ id: 'months', scaleType: 'band', data: months }]}
      yAxis={[
        { id: 'rain', label: 'Precipitation (mm)', position: 'left', width: 60 },
        { id: 'temp', label: 'Temperature (°C)', position: 'right', width: 60 },
      ]}
      series={[
        { type: 'bar', id: 'rain', data: precipitation, label: 'Precipitation', yAxisId: 'rain', color: '#90caf9' },
        { type: 'line', id: 'temp', data: temperature, label: 'Temperature', yAxisId: 'temp', color: '#e65100' },
      ]}
    >
      <BarPlot />
      <LinePlot />
      <MarkPlot />
      <ChartsAxisHighlight x="band" />
      <ChartsXAxis axisId="months" />
      <ChartsYAxis axisId="rain" />
      <ChartsYAxis axisId="temp" />
      <ChartsTooltip trigger="axis" />
    </ChartsContainer>
  );
}
