import { useTheme } from '@mui/material/styles';
import { BarChart } from '@mui/x-charts/BarChart';
import { useDrawingArea, useItemHighlighted, useXScale, useYScale } from '@mui/x-charts/hooks';

const teams = ['Alpha', 'Bravo', 'Charlie', 'Delta'];
const bugsFixed = [34, 51, 28, 45];

/** A note about the Bravo bar that shows itself only while that bar is highlighted. */
function RecordNote() {
  const theme = useTheme();
  const { isHighlighted } = useItemHighlighted({ seriesId: 'fixed', dataIndex: 1 });
  const xScale = useXScale<'band'>();
  const yScale = useYScale<'linear'>();
  const { top } = useDrawingArea();
  const x = (xScale('Bravo') ?? 0) + xScale.bandwidth() / 2;
  const y = Math.max(top + 12, yScale(51) - 12);
  return (
    <text
      data-testid="record-note"
      x={x}
      y={y}
      textAnchor="middle"
      fontSize={13}
      fontWeight={600}
      fill={theme.palette.text.primary}
      opacity={isHighlighted ? 1 : 0}
      style={{ transition: 'opacity 150ms' }}
    >
      Team record
    </text>
  );
}

export default function HighlightAwareNote() {
  return (
    <BarChart
      height={300}
      margin={{ top: 30 }}
      xAxis={[{ scaleType: 'band', data: teams }]}
      series={[
        {
          id: 'fixed',
          data: bugsFixed,
          label: 'Bugs fixed this sprint',
          highlightScope: { highlight: 'item', fade: 'global' },
        },
      ]}
    >
      <RecordNote />
    </BarChart>
  );
}
