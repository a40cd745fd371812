import { useTheme } from '@mui/material/styles';
import { LineChart } from '@mui/x-charts/LineChart';
import { useDrawingArea } from '@mui/x-charts/hooks';

const days = [1, 2, 3, 4, 5, 6, 7, 8, 9, 10];

/** A label kept in the middle of the plot, whatever the margins and axis sizes are. */
function DraftStamp() {
  const theme = useTheme();
  const { left, top, width, height } = useDrawingArea();
  return (
    <text
      x={left + width / 2}
      y={top + height / 2}
      textAnchor="middle"
      dominantBaseline="central"
      fontSize={36}
      fontWeight={700}
      fill={theme.palette.text.disabled}
      style={{ pointerEvents: 'none' }}
    >
      PRELIMINARY
    </text>
  );
}

export default function CenteredWatermark() {
  return (
    <LineChart
      height={280}
      xAxis={[{ data: days, label: 'Day of the sprint' }]}
      yAxis={[{ label: 'Open tickets', width: 60 }]}
      series={[{ data: [42, 40, 37, 38, 33, 29, 24, 20, 14, 9], label: 'Remaining' }]}
    >
      <DraftStamp />
    </LineChart>
  );
}
