import Box from '@mui/material/Box';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { ChartsDataProvider } from '@mui/x-charts/ChartsDataProvider';
import { ChartsSurface } from '@mui/x-charts/ChartsSurface';
import { LinePlot } from '@mui/x-charts/LineChart';
import { ChartsXAxis } from '@mui/x-charts/ChartsXAxis';
import { ChartsYAxis } from '@mui/x-charts/ChartsYAxis';
import { useLegend } from '@mui/x-charts/hooks';

const quarters = ['Q1', 'Q2', 'Q3', 'Q4'];
const totals = { north: 194, south: 151 };

function LegendWithTotals() {
  const { items } = useLegend();
  return (
    <Stack direction="row" spacing={3} sx={{ justifyContent: 'center', mb: 1 }}>
      {items.map((item) => (
        <Stack key={String(item.seriesId)} direction="row" spacing={1} sx={{ alignItems: 'center' }}>
          <Box sx={{ width: 14, height: 4, borderRadius: 2, bgcolor: item.color }} />
          <Typography variant="body2">
            {item.label}: <strong>{totals[String(item.seriesId)]}</strong> units
          </Typography>
        </Stack>
      ))}
    </Stack>
  );
}

export default function CustomLegend() {
  return (
    <ChartsDataProvider
      height={280}
      xAxis={[{ id: 'quarters', scaleType: 'point', data: quarters }]}
      series={[
        { type: 'line', id: 'north', data: [41, 47, 50, 56], label: 'North' },
        { type: 'line', id: 'south', data: [33, 36, 40, 42], label: 'South' },
      ]}
    >
      <LegendWithTotals />
      <ChartsSurface>
        <LinePlot />
        <ChartsXAxis />
        <ChartsYAxis />
      </ChartsSurface>
    </ChartsDataProvider>
  );
}
