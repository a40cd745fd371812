import { useTheme } from '@mui/material/styles';
import { ScatterChart } from '@mui/x-charts/ScatterChart';
import { useItemHighlightedGetter, useScatterSeries, useXScale, useYScale } from '@mui/x-charts/hooks';

const cafes = [
  { id: 0, x: 3.2, y: 4.1 },
  { id: 1, x: 4.5, y: 4.6 },
  { id: 2, x: 2.1, y: 3.2 },
  { id: 3, x: 5.8, y: 4.4 },
];
const bakeries = [
  { id: 0, x: 1.8, y: 4.8 },
  { id: 1, x: 3.9, y: 3.9 },
  { id: 2, x: 6.1, y: 4.2 },
];

/** Draws a price tag under every point and dims the tags of faded series with one getter. */
function PriceTags() {
  const theme = useTheme();
  const series = useScatterSeries();
  const { isFaded, isHighlighted } = useItemHighlightedGetter();
  const xScale = useXScale<'linear'>();
  const yScale = useYScale<'linear'>();
  return (
    <g>
      {series.flatMap((item) =>
        item.data.map((point, dataIndex) => {
          const identifier = { seriesId: item.id, dataIndex };
          let opacity = 0.7;
          if (isHighlighted(identifier)) {
            opacity = 1;
          } else if (isFaded(identifier)) {
            opacity = 0.15;
          }
          return (
            <text
              key={`${item.id}-${point.id}`}
              x={xScale(point.x)}
              y={yScale(point.y) + 18}
              textAnchor="middle"
              fontSize={11}
              fill={theme.palette.text.primary}
              opacity={opacity}
            >
              {`€${point.x.toFixed(1)}`}
            </text>
          );
        }),
      )}
    </g>
  );
}

export default function FadedGetter() {
  return (
    <ScatterChart
      height={320}
      xAxis={[{ min: 0, max: 7, label: 'Average price (€)' }]}
      yAxis={[{ min: 2.5, max: 5, label: 'Rating', width: 50 }]}
      series={[
        { id: 'cafes', data: cafes, label: 'Cafés', highlightScope: { highlight: 'series', fade: 'global' } },
        {
          id: 'bakeries',
          data: bakeries,
          label: 'Bakeries',
          highlightScope: { highlight: 'series', fade: 'global' },
        },
      ]}
    >
      <PriceTags />
    </ScatterChart>
  );
}
