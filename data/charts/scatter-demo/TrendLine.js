import { ChartsContainer } from '@mui/x-charts/ChartsContainer';
import { ScatterPlot } from '@mui/x-charts/ScatterChart';
import { LinePlot } from '@mui/x-charts/LineChart';
import { ChartsXAxis } from '@mui/x-charts/ChartsXAxis';
import { ChartsYAxis } from '@mui/x-charts/ChartsYAxis';
import { ChartsTooltip } from '@mui/x-charts/ChartsTooltip';
import Typography from '@mui/material/Typography';
import Box from '@mui/material/Box';
import { ChartsGrid } from '@mui/x-charts/ChartsGrid';

// Daily maximum temperature (°C) and ice creams sold by a beach kiosk over three weeks.
const days = [
  [19, 112],
  [21, 140],
  [23, 151],
  [24, 170],
  [22, 138],
  [26, 205],
  [28, 231],
  [27, 214],
  [25, 182],
  [30, 262],
  [31, 270],
  [29, 240],
  [20, 131],
  [18, 98],
  [24, 166],
  [26, 191],
  [32, 295],
  [33, 301],
  [28, 226],
  [22, 149],
  [21, 127],
].map(([x, y], index) => ({ id: index, x, y }));

// Least-squares fit, computed once: y = slope * x + intercept.
const n = days.length;
const meanX = days.reduce((sum, d) => sum + d.x, 0) / n;
const meanY = days.reduce((sum, d) => sum + d.y, 0) / n;
const slope =
  days.reduce((sum, d) => sum + (d.x - meanX) * (d.y - meanY), 0) /
  days.reduce((sum, d) => sum + (d.x - meanX) ** 2, 0);
const intercept = meanY - slope * meanX;
const lineX = [17, 34];

export default function TrendLine() {
  return (
    <Box sx={{ width: '100%' }}>
      <Typography variant="body2">Trend: {slope.toFixed(1)} more ice creams per additional degree</Typography>
      <ChartsContainer
        height={360}
        // The line series needs x values on the axis; the scatter series brings its own.
        xAxis={[{ id: 'temp', scaleType: 'linear', data: lineX, min: 17, max: 34, label: 'Maximum temperature (°C)' }]}
        yAxis={[{ id: 'sales', min: 50, label: 'Ice creams sold', width: 60 }]}
        series={[
          { type: 'scatter', id: 'days', data: days, label: 'Days', markerSize: 5 },
          {
            type: 'line',
            id: 'trend',
            data: lineX.map((x) => Math.round(slope * x + intercept)),
            label: 'Trend',
            curve: 'linear',
            showMark: false,
          },
        ]}
      >
        <ChartsGrid horizontal vertical />
        <LinePlot />
        <ScatterPlot />
        <ChartsXAxis />
        <ChartsYAxis />
        <ChartsTooltip trigger="item" />
      </ChartsContainer>
    </Box>
  );
}
