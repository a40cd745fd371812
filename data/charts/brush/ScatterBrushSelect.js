import * as React from 'react';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { ScatterChart } from '@mui/x-charts/ScatterChart';
import { ChartsBrushOverlay, brushOverlayClasses } from '@mui/x-charts/ChartsBrushOverlay';
import { useBrush, useXScale, useYScale } from '@mui/x-charts/hooks';

// Used cars: age in years (x) and price in thousands of euros (y), deterministic.
const cars = Array.from({ length: 80 }, (_, index) => {
  const age = (index * 7) % 15;
  return { id: index, x: age + ((index * 3) % 10) / 10, y: Math.max(2, 32 - age * 1.8 + ((index * 11) % 9) - 4) };
});

/** Converts the brush rectangle from pixels to data values on both axes. */
function BrushBox({ onChange }) {
  const brush = useBrush();
  const xScale = useXScale();
  const yScale = useYScale();
  const minX = brush ? xScale.invert(Math.min(brush.start.x, brush.current.x)) : null;
  const maxX = brush ? xScale.invert(Math.max(brush.start.x, brush.current.x)) : null;
  // The y scale runs downwards in pixels, so the larger pixel value is the smaller price.
  const minY = brush ? yScale.invert(Math.max(brush.start.y, brush.current.y)) : null;
  const maxY = brush ? yScale.invert(Math.min(brush.start.y, brush.current.y)) : null;
  React.useEffect(() => {
    if (minX !== null && maxX !== null && minY !== null && maxY !== null) {
      onChange({ minX, maxX, minY, maxY });
    }
  }, [minX, maxX, minY, maxY, onChange]);
  return null;
}

export default function ScatterBrushSelect() {
  const [box, setBox] = React.useState(null);
  const inside = box
    ? cars.filter((car) => car.x >= box.minX && car.x <= box.maxX && car.y >= box.minY && car.y <= box.maxY)
    : [];
  const average = inside.length ? inside.reduce((sum, car) => sum + car.y, 0) / inside.length : null;

  return (
    <Stack spacing={1} sx={{ width: '100%' }}>
      <Typography variant="body2" aria-live="polite">
        {box
          ? `${inside.length} cars from ${box.minX.toFixed(1)} to ${box.maxX.toFixed(1)} years old` +
            (average === null ? '' : `, average price ${average.toFixed(1)} k€`)
          : 'Drag a rectangle around some cars.'}
      </Typography>
      <ScatterChart
        height={320}
        title="Used cars by age and price"
        brushConfig={{ enabled: true }}
        xAxis={[{ min: 0, max: 16, label: 'Age (years)' }]}
        yAxis={[{ min: 0, max: 40, label: 'Price (k€)', width: 50 }]}
        series={[{ id: 'cars', data: cars, label: 'Cars', markerSize: 4 }]}
        // A dashed outline makes the selection readable over dense points.
        sx={{ [`& .${brushOverlayClasses.rect}`]: { strokeDasharray: '4 3', stroke: '#1976d2' } }}
        hideLegend
      >
        <ChartsBrushOverlay />
        <BrushBox onChange={setBox} />
      </ScatterChart>
    </Stack>
  );
}
