import * as React from 'react';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import { BarChart, type BarProps } from '@mui/x-charts/BarChart';
import { useAnimateBar } from '@mui/x-charts/hooks';

const months = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'];
// From this month on, the values are projections and get a striped fill.
const FIRST_PROJECTED = 9;

const scenarios = {
  cautious: [31, 29, 34, 36, 35, 39, 41, 40, 43, 42, 44, 45],
  optimistic: [31, 29, 34, 36, 35, 39, 41, 40, 43, 49, 55, 62],
};

function StripedWhenProjected(props: BarProps) {
  // Keep only the props that are valid SVG attributes for the <rect>.
  const {
    ownerState,
    skipAnimation,
    id: _id,
    dataIndex,
    xOrigin: _xOrigin,
    yOrigin: _yOrigin,
    color,
    ...other
  } = props;
  // The hook moves the rectangle from its previous size to the new one on every frame, without re-rendering.
  const animated = useAnimateBar({ ...props, skipAnimation });
  const projected = dataIndex >= FIRST_PROJECTED;
  return (
    <rect
      {...other}
      {...animated}
      fill={projected ? 'url(#projected-stripes)' : color}
      stroke={projected ? color : undefined}
      strokeWidth={projected ? 1.5 : undefined}
      opacity={ownerState.isFaded ? 0.3 : 1}
    />
  );
}

export default function AnimatedCustomBar() {
  const [scenario, setScenario] = React.useState<keyof typeof scenarios>('cautious');
  return (
    <Stack spacing={1}>
      <Stack direction="row" spacing={1}>
        <Button
          size="small"
          variant={scenario === 'cautious' ? 'contained' : 'outlined'}
          onClick={() => setScenario('cautious')}
        >
          Cautious
        </Button>
        <Button
          size="small"
          variant={scenario === 'optimistic' ? 'contained' : 'outlined'}
          onClick={() => setScenario('optimistic')}
        >
          Optimistic
        </Button>
      </Stack>
      <BarChart
        height={300}
        xAxis={[{ scaleType: 'band', data: months }]}
        yAxis={[{ min: 0, max: 70, label: 'Orders (k)', width: 50 }]}
        series={[{ id: 'orders', data: scenarios[scenario], label: 'Orders, projected from October' }]}
        slots={{ bar: StripedWhenProjected }}
      >
        <defs>
          <pattern
            id="projected-stripes"
            width={6}
            height={6}
            patternUnits="userSpaceOnUse"
            patternTransform="rotate(45)"
          >
            <rect width={6} height={6} fill="#e3e7ff" />
            <line x1={0} y1={0} x2={0} y2={6} stroke="#4254fb" strokeWidth={2} />
          </pattern>
        </defs>
      </BarChart>
    </Stack>
  );
}
