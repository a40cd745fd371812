import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { BarChart } from '@mui/x-charts/BarChart';
import { useDrawingArea } from '@mui/x-charts/hooks';

const months = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun'];
const signups = [120, 340, 210, 480, 90, 300];

// One gradient per bar: 0 and 1 are the top and bottom of each bar, whatever its height.
function BoundingBoxGradient() {
  return (
    <defs>
      <linearGradient id="bars-per-bar" x1="0" y1="0" x2="0" y2="1" gradientUnits="objectBoundingBox">
        <stop offset="0%" stopColor="#0b6bcb" />
        <stop offset="100%" stopColor="#97c3f0" />
      </linearGradient>
    </defs>
  );
}

// One gradient for the whole plot: the coordinates are pixels of the SVG, taken from the drawing area,
// so a bar's color tells how high it reaches.
function DrawingAreaGradient() {
  const { top, height } = useDrawingArea();
  return (
    <defs>
      <linearGradient id="bars-shared" x1="0" y1={top} x2="0" y2={top + height} gradientUnits="userSpaceOnUse">
        <stop offset="0%" stopColor="#c41c1c" />
        <stop offset="50%" stopColor="#ea9a3e" />
        <stop offset="100%" stopColor="#1f7a1f" />
      </linearGradient>
    </defs>
  );
}

const common = {
  height: 260,
  xAxis: [{ scaleType: 'band' as const, data: months }],
  hideLegend: true,
};

export default function BarGradients() {
  return (
    <Stack direction={{ xs: 'column', md: 'row' }} spacing={2} sx={{ width: '100%' }}>
      <Stack sx={{ flex: 1, minWidth: 0 }}>
        <Typography variant="subtitle2" component="p">
          objectBoundingBox
        </Typography>
        <BarChart
          {...common}
          title="Sign-ups per month, one gradient per bar"
          series={[{ id: 'per-bar', data: signups, label: 'Sign-ups', color: 'url(#bars-per-bar)' }]}
        >
          <BoundingBoxGradient />
        </BarChart>
      </Stack>
      <Stack sx={{ flex: 1, minWidth: 0 }}>
        <Typography variant="subtitle2" component="p">
          userSpaceOnUse
        </Typography>
        <BarChart
          {...common}
          title="Sign-ups per month, one gradient across the plot"
          series={[{ id: 'shared', data: signups, label: 'Sign-ups', color: 'url(#bars-shared)' }]}
        >
          <DrawingAreaGradient />
        </BarChart>
      </Stack>
    </Stack>
  );
}
