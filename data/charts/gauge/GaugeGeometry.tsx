import * as React from 'react';
import Box from '@mui/material/Box';
import Slider from '@mui/material/Slider';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { Gauge } from '@mui/x-charts/Gauge';

type Setting = 'startAngle' | 'endAngle' | 'innerRadius' | 'cornerRadius';

const ranges: Record<Setting, { min: number; max: number; unit: string }> = {
  startAngle: { min: -180, max: 0, unit: '°' },
  endAngle: { min: 0, max: 180, unit: '°' },
  innerRadius: { min: 0, max: 95, unit: '%' },
  cornerRadius: { min: 0, max: 30, unit: 'px' },
};

export default function GaugeGeometry() {
  const [settings, setSettings] = React.useState<Record<Setting, number>>({
    startAngle: -120,
    endAngle: 120,
    innerRadius: 75,
    cornerRadius: 8,
  });

  return (
    <Stack direction={{ xs: 'column', sm: 'row' }} spacing={3} sx={{ width: '100%', alignItems: 'center' }}>
      <Box sx={{ width: { xs: '100%', sm: 260 } }}>
        {(Object.keys(ranges) as Setting[]).map((setting) => (
          <Box key={setting}>
            <Typography id={`gauge-geometry-${setting}`} variant="body2">
              {setting}: {settings[setting]}
              {ranges[setting].unit}
            </Typography>
            <Slider
              size="small"
              min={ranges[setting].min}
              max={ranges[setting].max}
              value={settings[setting]}
              onChange={(_event, value) => setSettings((previous) => ({ ...previous, [setting]: value as number }))}
              aria-labelledby={`gauge-geometry-${setting}`}
            />
          </Box>
        ))}
      </Box>
      <Gauge
        height={240}
        sx={{ flex: 1 }}
        value={64}
        startAngle={settings.startAngle}
        endAngle={settings.endAngle}
        // A percentage string scales with the chart; a number would be pixels.
        innerRadius={`${settings.innerRadius}%`}
        cornerRadius={settings.cornerRadius}
        text={({ value }) => `${value}%`}
      />
    </Stack>
  );
}
