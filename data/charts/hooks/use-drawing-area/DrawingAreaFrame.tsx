import { useTheme } from '@mui/material/styles';
import { BarChart } from '@mui/x-charts/BarChart';
import { useDrawingArea } from '@mui/x-charts/hooks';

const rooms = ['Lobby', 'Gym', 'Spa', 'Pool', 'Bar'];

/** Outlines the plotting area and prints its size in the top-left corner. */
function PlotAreaFrame() {
  const theme = useTheme();
  const { left, top, width, height } = useDrawingArea();
  return (
    <g data-testid="drawing-area-frame">
      <rect
        x={left}
        y={top}
        width={width}
        height={height}
        fill="none"
        stroke={theme.palette.warning.main}
        strokeDasharray="6 4"
      />
      <text x={left + 8} y={top + 18} fontSize={12} fill={theme.palette.text.secondary}>
        {`${Math.round(width)} × ${Math.round(height)} px`}
      </text>
    </g>
  );
}

export default function DrawingAreaFrame() {
  return (
    <BarChart
      height={300}
      margin={{ top: 24, right: 24 }}
      xAxis={[{ scaleType: 'band', data: rooms }]}
      series={[{ data: [54, 31, 18, 42, 27], label: 'Visits per day' }]}
    >
      <PlotAreaFrame />
    </BarChart>
  );
}
