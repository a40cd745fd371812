import Box from '@mui/material/Box';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import { ChartsDataProvider } from '@mui/x-charts/ChartsDataProvider';
import { ChartsSurface } from '@mui/x-charts/ChartsSurface';
import { ChartsLegend } from '@mui/x-charts/ChartsLegend';
import { BarPlot } from '@mui/x-charts/BarChart';
import { ChartsXAxis } from '@mui/x-charts/ChartsXAxis';
import { ChartsYAxis } from '@mui/x-charts/ChartsYAxis';
import { ChartsTooltip } from '@mui/x-charts/ChartsTooltip';

const sprints = ['S14', 'S15', 'S16', 'S17', 'S18'];

export default function LegendOutsideChart() {
  return (
    <ChartsDataProvider
      height={260}
      xAxis={[{ id: 'sprints', scaleType: 'band', data: sprints }]}
      series={[
        { type: 'bar', id: 'features', label: 'Features', data: [21, 18, 25, 19, 23], stack: 'work' },
        { type: 'bar', id: 'bugs', label: 'Bug fixes', data: [9, 14, 6, 11, 8], stack: 'work' },
        { type: 'bar', id: 'chores', label: 'Maintenance', data: [4, 3, 6, 5, 4], stack: 'work' },
      ]}
    >
      <Box sx={{ display: 'flex', gap: 2, alignItems: 'stretch', flexWrap: 'wrap' }}>
        <Paper variant="outlined" sx={{ p: 2, width: 200 }}>
          <Typography variant="subtitle2" component="h3" gutterBottom>
            Story points per sprint
          </Typography>
          <Typography variant="body2" color="text.secondary" sx={{ mb: 2 }}>
            Completed work, split by kind.
          </Typography>
          <ChartsLegend direction="vertical" />
        </Paper>
        <Box sx={{ flex: 1, minWidth: 260 }}>
          <ChartsSurface>
            <BarPlot />
            <ChartsXAxis axisId="sprints" />
            <ChartsYAxis />
          </ChartsSurface>
          <ChartsTooltip />
        </Box>
      </Box>
    </ChartsDataProvider>
  );
}
