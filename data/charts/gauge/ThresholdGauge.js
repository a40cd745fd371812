import * as React from 'react';
import Slider from '@mui/material/Slider';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useTheme } from '@mui/material/styles';
import { Gauge, gaugeClasses } from '@mui/x-charts/Gauge';

export default function ThresholdGauge() {
  const theme = useTheme();
  const [usage, setUsage] = React.useState(72);
  let color = theme.palette.success.main;
  if (usage >= 90) {
    color = theme.palette.error.main;
  } else if (usage >= 70) {
    color = theme.palette.warning.main;
  }
  return (
    <Stack direction={{ xs: 'column', sm: 'row' }} spacing={3} sx={{ alignItems: 'center' }}>
      <Gauge
        width={200}
        height={200}
        value={usage}
        startAngle={-110}
        endAngle={110}
        cornerRadius="50%"
        title="Disk usage"
        desc={`The disk is ${usage} percent full.`}
        text={({ value }) => `${value} %`}
        sx={{
          [`& .${gaugeClasses.valueArc}`]: { fill: color },
          [`& .${gaugeClasses.valueText}`]: { fontSize: 28 },
        }}
      />
      <Stack spacing={1} sx={{ flex: 1, width: '100%' }}>
        <Typography id="disk-usage-label" variant="body2">
          Disk usage: green below 70 %, orange from 70 %, red from 90 %
        </Typography>
        <Slider
          aria-labelledby="disk-usage-label"
          value={usage}
          onChange={(_, value) => setUsage(value)}
          valueLabelDisplay="auto"
        />
      </Stack>
    </Stack>
  );
}
