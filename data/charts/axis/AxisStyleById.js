import { useTheme } from '@mui/material/styles';
import { ChartsContainer } from '@mui/x-charts/ChartsContainer';
import { BarPlot } from '@mui/x-charts/BarChart';
import { LinePlot, MarkPlot } from '@mui/x-charts/LineChart';
import { ChartsXAxis } from '@mui/x-charts/ChartsXAxis';
import { ChartsYAxis } from '@mui/x-charts/ChartsYAxis';
import { axisClasses } from '@mui/x-charts/ChartsAxis';

const weeks = ['W1', 'W2', 'W3', 'W4', 'W5', 'W6'];
const deployments = [14, 19, 11, 23, 26, 21];
const failureRate = [7.1, 5.3, 9.0, 4.2, 3.8, 4.9];

export default function AxisStyleById() {
  const theme = useTheme();
  const barColor = theme.palette.primary.main;
  const lineColor = theme.palette.warning.main;

  return (
    <ChartsContainer
      height={320}
      xAxis={[{ id: 'weeks', scaleType: 'band', data: weeks }]}
      yAxis={[
        { id: 'deployments', label: 'Deployments', width: 60 },
        { id: 'failures', label: 'Failure rate (%)', position: 'right', width: 60 },
      ]}
      series={[
        { type: 'bar', data: deployments, yAxisId: 'deployments', color: barColor },
        { type: 'line', data: failureRate, yAxisId: 'failures', color: lineColor },
      ]}
      sx={{
        // Each axis root carries its id in a data attribute: style one axis without touching the others.
        [`& .${axisClasses.root}[data-axis-id="deployments"]`]: {
          [`& .${axisClasses.line}, & .${axisClasses.tick}`]: { stroke: barColor },
          [`& .${axisClasses.tickLabel}, & .${axisClasses.label}`]: { fill: barColor },
        },
        [`& .${axisClasses.root}[data-axis-id="failures"]`]: {
          [`& .${axisClasses.line}, & .${axisClasses.tick}`]: { stroke: lineColor },
          [`& .${axisClasses.tickLabel}, & .${axisClasses.label}`]: { fill: lineColor },
        },
      }}
    >
      <BarPlot />
      <LinePlot />
      <MarkPlot />
      <ChartsXAxis axisId="weeks" />
      <ChartsYAxis axisId="deployments" />
      <ChartsYAxis axisId="failures" />
    </ChartsContainer>
  );
}
