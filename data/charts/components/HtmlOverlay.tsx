import Box from '@mui/material/Box';
import Chip from '@mui/material/Chip';
import { ChartsDataProvider } from '@mui/x-charts/ChartsDataProvider';
import { ChartsSurface } from '@mui/x-charts/ChartsSurface';
import { LinePlot, MarkPlot } from '@mui/x-charts/LineChart';
import { ChartsXAxis } from '@mui/x-charts/ChartsXAxis';
import { ChartsYAxis } from '@mui/x-charts/ChartsYAxis';
import { useDrawingArea, useLineSeries, useXScale, useYScale } from '@mui/x-charts/hooks';

const months = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug'];
const subscribers = [820, 860, 910, 890, 1040, 1180, 1150, 1320];

/**
 * An HTML element placed over the SVG: a Material UI chip on the highest point.
 * It is positioned with the same scales as the line, in a box the size of the chart.
 */
function PeakChip() {
  const [series] = useLineSeries();
  const xScale = useXScale<'point'>();
  const yScale = useYScale<'linear'>();
  const { left, top, width } = useDrawingArea();
  if (!series) {
    return null;
  }
  const values = series.data.map((value) => value ?? -Infinity);
  const peakIndex = values.indexOf(Math.max(...values));
  const x = xScale(months[peakIndex]) ?? left;
  const y = yScale(values[peakIndex]);
  return (
    <Chip
      size="small"
      color="primary"
      label={`Peak: ${values[peakIndex]} in ${months[peakIndex]}`}
      sx={{
        position: 'absolute',
        top: Math.max(top, y - 36),
        left: Math.min(x, left + width),
        transform: 'translateX(-100%)',
        pointerEvents: 'none',
      }}
    />
  );
}

export default function HtmlOverlay() {
  return (
    <ChartsDataProvider
      height={300}
      xAxis={[{ scaleType: 'point', data: months }]}
      yAxis={[{ min: 0, width: 50 }]}
      series={[{ type: 'line', id: 'subscribers', data: subscribers, label: 'Subscribers' }]}
    >
      <Box sx={{ position: 'relative' }}>
        <ChartsSurface>
          <LinePlot />
          <MarkPlot />
          <ChartsXAxis />
          <ChartsYAxis />
        </ChartsSurface>
        <PeakChip />
      </Box>
    </ChartsDataProvider>
  );
}
