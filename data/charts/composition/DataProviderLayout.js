import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { ChartsDataProvider } from '@mui/x-charts/ChartsDataProvider';
import { ChartsWrapper } from '@mui/x-charts/ChartsWrapper';
import { ChartsSurface } from '@mui/x-charts/ChartsSurface';
import { ChartsLegend } from '@mui/x-charts/ChartsLegend';
import { AreaPlot, LinePlot } from '@mui/x-charts/LineChart';
import { ChartsXAxis } from '@mui/x-charts/ChartsXAxis';
import { ChartsYAxis } from '@mui/x-charts/ChartsYAxis';
import { ChartsTooltip } from '@mui/x-charts/ChartsTooltip';
import { ChartsAxisHighlight } from '@mui/x-charts/ChartsAxisHighlight';
import { useLineSeries } from '@mui/x-charts/hooks';

const hours = ['06h', '08h', '10h', '12h', '14h', '16h', '18h', '20h'];

/** An HTML element inside the provider: it reads the series through a hook. */
function PeakSummary() {
  const series = useLineSeries();
  return (
    <Box sx={{ display: 'flex', gap: 3, flexWrap: 'wrap', mb: 1 }}>
      {series.map((item) => {
        const values = item.data.filter((value) => value !== null);
        return (
          <Typography key={item.id} variant="body2">
            Peak {typeof item.label === 'string' ? item.label : item.id}: <strong>{Math.max(...values)} kW</strong>
          </Typography>
        );
      })}
    </Box>
  );
}

export default function DataProviderLayout() {
  return (
    <ChartsDataProvider
      height={300}
      xAxis={[{ id: 'hours', scaleType: 'point', data: hours }]}
      series={[
        { type: 'line', id: 'solar', data: [0, 4, 11, 16, 15, 9, 2, 0], label: 'Solar', area: true },
        { type: 'line', id: 'demand', data: [6, 9, 8, 10, 9, 11, 14, 12], label: 'Demand' },
      ]}
    >
      <PeakSummary />
      <ChartsWrapper legendPosition={{ vertical: 'middle', horizontal: 'end' }} legendDirection="vertical">
        <ChartsLegend direction="vertical" />
        <ChartsSurface>
          <AreaPlot />
          <LinePlot />
          <ChartsXAxis />
          <ChartsYAxis label="Power (kW)" />
          <ChartsAxisHighlight x="line" />
        </ChartsSurface>
        <ChartsTooltip />
      </ChartsWrapper>
    </ChartsDataProvider>
  );
}
