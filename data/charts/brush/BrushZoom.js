import * as React from 'react';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { ScatterChartPro } from '@mui/x-charts-pro/ScatterChartPro';

// A deterministic cloud of points: apartment size against monthly rent.
const flats = Array.from({ length: 80 }, (_, index) => {
  const size = 20 + ((index * 37) % 110);
  const rent = Math.round(300 + size * 11 + (((index * 53) % 29) - 14) * 14);
  return { id: index, x: size, y: rent };
});

const fullRange = [
  { axisId: 'size', start: 0, end: 100 },
  { axisId: 'rent', start: 0, end: 100 },
];

export default function BrushZoom() {
  const [zoom, setZoom] = React.useState(fullRange);
  return (
    <Stack spacing={1}>
      <Stack direction="row" spacing={2} sx={{ alignItems: 'center' }}>
        <Typography variant="body2">Drag a rectangle over the points to zoom into it.</Typography>
        <Button size="small" variant="outlined" onClick={() => setZoom(fullRange)}>
          Reset zoom
        </Button>
      </Stack>
      <ScatterChartPro
        height={320}
        zoomData={zoom}
        onZoomChange={setZoom}
        zoomInteractionConfig={{ zoom: ['brush', 'doubleTapReset'], pan: [] }}
        xAxis={[{ id: 'size', label: 'Size (m²)', zoom: true }]}
        yAxis={[{ id: 'rent', label: 'Rent (€ per month)', width: 60, zoom: true }]}
        series={[{ data: flats, label: 'Apartments', markerSize: 4 }]}
      />
    </Stack>
  );
}
