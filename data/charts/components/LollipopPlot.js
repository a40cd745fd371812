import { useTheme } from '@mui/material/styles';
import { ChartsContainer } from '@mui/x-charts/ChartsContainer';
import { ChartsXAxis } from '@mui/x-charts/ChartsXAxis';
import { ChartsYAxis } from '@mui/x-charts/ChartsYAxis';
import { ChartsGrid } from '@mui/x-charts/ChartsGrid';
import { ChartsTooltip } from '@mui/x-charts/ChartsTooltip';
import { ChartsAxisHighlight } from '@mui/x-charts/ChartsAxisHighlight';
import { useBarSeries, useXScale, useYScale } from '@mui/x-charts/hooks';

const libraries = ['Central', 'Harbour', 'North', 'Riverside', 'Station', 'West'];
const loans = [1840, 920, 1310, 760, 1120, 1560];

/** An SVG component that draws a bar series as lollipops: a stem and a dot per value. */
function LollipopSeries() {
  const theme = useTheme();
  const series = useBarSeries();
  const xScale = useXScale();
  const yScale = useYScale();
  return (
    <g>
      {series.map((item) =>
        item.data.map((value, index) => {
          const category = libraries[index];
          const x = (xScale(category) ?? 0) + xScale.bandwidth() / 2;
          if (value === null) {
            return null;
          }
          return (
            <g key={`${item.id}-${category}`} aria-label={`${category}: ${value} loans`} role="img">
              <line x1={x} x2={x} y1={yScale(0)} y2={yScale(value)} stroke={theme.palette.divider} strokeWidth={3} />
              <circle cx={x} cy={yScale(value)} r={9} fill={item.color} />
            </g>
          );
        }),
      )}
    </g>
  );
}

export default function LollipopPlot() {
  return (
    <ChartsContainer
      height={300}
      xAxis={[{ scaleType: 'band', data: libraries }]}
      yAxis={[{ min: 0, width: 50 }]}
      series={[{ type: 'bar', id: 'loans', data: loans, label: 'Loans in March' }]}
    >
      <ChartsGrid horizontal />
      <LollipopSeries />
      <ChartsXAxis />
      <ChartsYAxis />
      <ChartsAxisHighlight x="band" />
      <ChartsTooltip trigger="axis" />
    </ChartsContainer>
  );
}
