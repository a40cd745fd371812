import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { SparkLineChart } from '@mui/x-charts/SparkLineChart';
import { useXScale, useYScale } from '@mui/x-charts/hooks';

// Hourly CPU load of a server over one day, in percent.
const load = [22, 19, 17, 16, 18, 25, 38, 52, 61, 66, 63, 58, 55, 60, 71, 78, 74, 62, 49, 41, 36, 31, 27, 24];
const hours = load.map((_, hour) => hour);

const peak = load.indexOf(Math.max(...load));
const low = load.indexOf(Math.min(...load));
const last = load.length - 1;

// Rendered as a child of the sparkline, inside its SVG: the scales turn (hour, load) into pixels.
function Markers() {
  const xScale = useXScale<'point'>();
  const yScale = useYScale<'linear'>();
  const dots = [
    { index: peak, color: '#c62828' },
    { index: low, color: '#1565c0' },
    { index: last, color: '#212121' },
  ];
  return (
    <g>
      {dots.map(({ index, color }) => (
        <circle key={index} cx={xScale(hours[index])} cy={yScale(load[index])} r={3.5} fill={color} />
      ))}
    </g>
  );
}

export default function SparklineMinMaxMarkers() {
  return (
    <Stack direction="row" spacing={2} alignItems="center" sx={{ flexWrap: 'wrap' }}>
      <Typography variant="body2" sx={{ width: 120 }}>
        CPU, last 24 h
      </Typography>
      <SparkLineChart
        data={load}
        xAxis={{ scaleType: 'point', data: hours }}
        width={220}
        height={56}
        margin={8}
        color="#757575"
        title="CPU load over the last 24 hours"
        desc={`Peak ${load[peak]}% at ${peak}:00, low ${load[low]}% at ${low}:00, now ${load[last]}%.`}
      >
        <Markers />
      </SparkLineChart>
      <Typography variant="body2">
        <span style={{ color: '#c62828' }}>peak {load[peak]}%</span> ·{' '}
        <span style={{ color: '#1565c0' }}>low {load[low]}%</span> · now {load[last]}%
      </Typography>
    </Stack>
  );
}
