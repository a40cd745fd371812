import * as React from 'react';
import Slider from '@mui/material/Slider';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useTheme } from '@mui/material/styles';
import { LineChart } from '@mui/x-charts/LineChart';
import { useDrawingArea, useXScale, useYScale } from '@mui/x-charts/hooks';

const hours = Array.from({ length: 13 }, (_, index) => index * 2);
const load = [18, 15, 12, 14, 35, 62, 71, 66, 74, 80, 58, 37, 22];

/** A vertical line at an x value, placed with the x scale of the chart. */
function HourMarker({ hour }: { hour: number }) {
  const theme = useTheme();
  const xScale = useXScale<'linear'>();
  const { top, height } = useDrawingArea();
  const x = xScale(hour);
  return (
    <g>
      <line
        data-testid="x-value-marker"
        data-x-value={hour}
        aria-label={`Marker at hour ${hour}`}
        x1={x}
        x2={x}
        y1={top}
        y2={top + height}
        stroke={theme.palette.error.main}
        strokeWidth={2}
      />
      <text x={x + 6} y={top + 14} fontSize={12} fill={theme.palette.error.main}>
        {`${hour}:00`}
      </text>
    </g>
  );
}

/** A horizontal band above a y value, placed with the y scale of the chart. */
function CapacityBand({ threshold }: { threshold: number }) {
  const theme = useTheme();
  const yScale = useYScale<'linear'>();
  const { left, width, top } = useDrawingArea();
  const y = yScale(threshold);
  return (
    <rect
      data-testid="y-threshold-band"
      x={left}
      y={top}
      width={width}
      height={Math.max(0, y - top)}
      fill={theme.palette.warning.main}
      fillOpacity={0.12}
    />
  );
}

export default function ScaleMarker() {
  const [hour, setHour] = React.useState(14);
  return (
    <Stack spacing={1}>
      <Stack direction="row" spacing={2} sx={{ alignItems: 'center', px: 1 }}>
        <Typography id="marker-hour-label" variant="body2" sx={{ whiteSpace: 'nowrap' }}>
          Marker hour
        </Typography>
        <Slider
          aria-labelledby="marker-hour-label"
          value={hour}
          min={0}
          max={24}
          step={1}
          valueLabelDisplay="auto"
          onChange={(_, value) => setHour(value as number)}
        />
      </Stack>
      <LineChart
        height={300}
        xAxis={[{ data: hours, min: 0, max: 24, label: 'Hour of day' }]}
        yAxis={[{ min: 0, max: 100, label: 'Server load (%)', width: 60 }]}
        series={[{ data: load, label: 'Load', curve: 'monotoneX' }]}
      >
        <CapacityBand threshold={70} />
        <HourMarker hour={hour} />
      </LineChart>
    </Stack>
  );
}
