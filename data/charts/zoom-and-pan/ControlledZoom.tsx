import * as React from 'react';
import Stack from '@mui/material/Stack';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import { LineChartPro } from '@mui/x-charts-pro/LineChartPro';
import type { ZoomData } from '@mui/x-charts-pro/models';
import { days, formatDay, visits } from './zoomData';

const presets: { label: string; zoom: ZoomData[] }[] = [
  { label: 'All', zoom: [{ axisId: 'days', start: 0, end: 100 }] },
  { label: 'First month', zoom: [{ axisId: 'days', start: 0, end: 25 }] },
  { label: 'Last month', zoom: [{ axisId: 'days', start: 75, end: 100 }] },
];

export default function ControlledZoom() {
  const [zoomData, setZoomData] = React.useState<ZoomData[]>(presets[0].zoom);
  const current = zoomData[0];
  return (
    <Stack spacing={1}>
      <Stack direction="row" spacing={1} sx={{ alignItems: 'center', flexWrap: 'wrap' }}>
        {presets.map((preset) => (
          <Button key={preset.label} size="small" variant="outlined" onClick={() => setZoomData(preset.zoom)}>
            {preset.label}
          </Button>
        ))}
        <Typography variant="body2">
          Range: {current ? `${current.start.toFixed(0)}% – ${current.end.toFixed(0)}%` : '—'}
        </Typography>
      </Stack>
      <LineChartPro
        height={300}
        zoomData={zoomData}
        onZoomChange={setZoomData}
        xAxis={[
          { id: 'days', scaleType: 'utc', data: days, valueFormatter: formatDay, zoom: { slider: { enabled: true } } },
        ]}
        series={[{ id: 'visits', data: visits, label: 'Daily visits', showMark: false, area: true }]}
      />
    </Stack>
  );
}
