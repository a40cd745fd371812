import { ChartsContainer } from '@mui/x-charts/ChartsContainer';
import { ScatterPlot } from '@mui/x-charts/ScatterChart';
import { LinePlot } from '@mui/x-charts/LineChart';
import { ChartsXAxis } from '@mui/x-charts/ChartsXAxis';
import { ChartsYAxis } from '@mui/x-charts/ChartsYAxis';
import { ChartsGrid } from '@mui/x-charts/ChartsGrid';
import { ChartsTooltip } from '@mui/x-charts/ChartsTooltip';

// Daily ad spend (k$) and sign-ups for 14 campaigns.
const campaigns = [
  [2.1, 140],
  [3.4, 190],
  [1.2, 95],
  [4.8, 260],
  [5.5, 270],
  [2.9, 150],
  [6.2, 330],
  [3.9, 230],
  [7.1, 350],
  [4.2, 205],
  [8.0, 410],
  [1.8, 120],
  [5.9, 300],
  [6.8, 365],
].map(([spend, signups], index) => ({ id: index, x: spend, y: signups }));

// Least-squares line through the points.
const n = campaigns.length;
const meanX = campaigns.reduce((sum, point) => sum + point.x, 0) / n;
const meanY = campaigns.reduce((sum, point) => sum + point.y, 0) / n;
const slope =
  campaigns.reduce((sum, point) => sum + (point.x - meanX) * (point.y - meanY), 0) /
  campaigns.reduce((sum, point) => sum + (point.x - meanX) ** 2, 0);
const intercept = meanY - slope * meanX;
const trendX = [0, 9];

export default function ScatterTrendLine() {
  return (
    <ChartsContainer
      height={320}
      // One linear x-axis shared by both series: the line's `data` gives y values at the axis `data` positions.
      xAxis={[{ id: 'spend', data: trendX, min: 0, max: 9, label: 'Ad spend (k$)' }]}
      yAxis={[{ id: 'signups', min: 0, label: 'Sign-ups', width: 60 }]}
      series={[
        { type: 'scatter', id: 'campaigns', data: campaigns, label: 'Campaigns' },
        {
          type: 'line',
          id: 'trend',
          data: trendX.map((x) => Math.round(intercept + slope * x)),
          label: `Trend: ${Math.round(slope)} sign-ups per k$`,
          color: '#d32f2f',
          showMark: false,
          curve: 'linear',
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
  );
}
