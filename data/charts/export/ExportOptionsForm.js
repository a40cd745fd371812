import * as React from 'react';
import Stack from '@mui/material/Stack';
import Button from '@mui/material/Button';
import TextField from '@mui/material/TextField';
import MenuItem from '@mui/material/MenuItem';
import Slider from '@mui/material/Slider';
import Typography from '@mui/material/Typography';
import Box from '@mui/material/Box';
import { BarChartPro } from '@mui/x-charts-pro/BarChartPro';
import { useChartProApiRef } from '@mui/x-charts-pro/hooks';

const formats = [
  { value: 'image/png', label: 'PNG (lossless)' },
  { value: 'image/jpeg', label: 'JPEG' },
  { value: 'image/webp', label: 'WebP' },
];

const teams = ['Design', 'Web', 'Mobile', 'Data', 'Support'];

export default function ExportOptionsForm() {
  const apiRef = useChartProApiRef();
  const [type, setType] = React.useState('image/png');
  const [quality, setQuality] = React.useState(0.9);
  const [fileName, setFileName] = React.useState('headcount');

  const lossy = type !== 'image/png';

  return (
    <Stack spacing={2}>
      <Stack direction="row" spacing={2} useFlexGap sx={{ flexWrap: 'wrap', alignItems: 'center' }}>
        <TextField
          size="small"
          label="File name"
          value={fileName}
          onChange={(event) => setFileName(event.target.value)}
        />
        <TextField
          select
          size="small"
          label="Format"
          value={type}
          onChange={(event) => setType(event.target.value)}
          sx={{ minWidth: 160 }}
        >
          {formats.map((format) => (
            <MenuItem key={format.value} value={format.value}>
              {format.label}
            </MenuItem>
          ))}
        </TextField>
        <Box sx={{ width: 180 }}>
          <Typography id="export-quality-label" variant="body2">
            Quality: {lossy ? quality.toFixed(2) : 'not used by PNG'}
          </Typography>
          <Slider
            size="small"
            aria-labelledby="export-quality-label"
            min={0.1}
            max={1}
            step={0.05}
            value={quality}
            disabled={!lossy}
            onChange={(_event, value) => setQuality(value)}
          />
        </Box>
        <Button
          variant="contained"
          size="small"
          onClick={() => apiRef.current?.exportAsImage({ type, quality, fileName: fileName.trim() || 'chart' })}
        >
          Export
        </Button>
      </Stack>
      <BarChartPro
        apiRef={apiRef}
        height={280}
        xAxis={[{ scaleType: 'band', data: teams }]}
        series={[
          { id: 'q1', data: [6, 14, 9, 7, 11], label: 'Q1' },
          { id: 'q2', data: [7, 15, 11, 9, 10], label: 'Q2' },
        ]}
      />
    </Stack>
  );
}
