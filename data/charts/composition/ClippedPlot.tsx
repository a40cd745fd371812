import * as React from 'react';
import FormControlLabel from '@mui/material/FormControlLabel';
import Stack from '@mui/material/Stack';
import Switch from '@mui/material/Switch';
import { ChartsContainer } from '@mui/x-charts/ChartsContainer';
import { ChartsClipPath } from '@mui/x-charts/ChartsClipPath';
import { LinePlot, MarkPlot } from '@mui/x-charts/LineChart';
import { ChartsXAxis } from '@mui/x-charts/ChartsXAxis';
import { ChartsYAxis } from '@mui/x-charts/ChartsYAxis';

const minutes = Array.from({ length: 20 }, (_, index) => index);
// One outlier far above the fixed range of the y-axis.
const latency = [110, 120, 115, 130, 125, 118, 122, 640, 128, 119, 121, 117, 124, 126, 131, 120, 116, 123, 129, 125];

export default function ClippedPlot() {
  const [clip, setClip] = React.useState(true);
  const clipPathId = 'clipped-plot-area';

  return (
    <Stack sx={{ width: '100%' }}>
      <FormControlLabel
        control={<Switch checked={clip} onChange={(event) => setClip(event.target.checked)} />}
        label="Clip the plots to the drawing area"
      />
      <ChartsContainer
        height={300}
        title="Response time per minute, y-axis fixed to 0–200 ms"
        xAxis={[{ data: minutes, label: 'Minute' }]}
        // The fixed range keeps the normal values readable; the outlier leaves the plot.
        yAxis={[{ min: 0, max: 200, label: 'Latency (ms)', width: 60 }]}
        series={[{ type: 'line', id: 'latency', data: latency, label: 'Latency', curve: 'linear' }]}
      >
        <g clipPath={clip ? `url(#${clipPathId})` : undefined}>
          <LinePlot />
          <MarkPlot />
        </g>
        <ChartsXAxis />
        <ChartsYAxis />
        <ChartsClipPath id={clipPathId} />
      </ChartsContainer>
    </Stack>
  );
}
