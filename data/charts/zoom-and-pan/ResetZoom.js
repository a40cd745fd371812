import Stack from '@mui/material/Stack';
import Button from '@mui/material/Button';
import { BarChartPro } from '@mui/x-charts-pro/BarChartPro';
import { useChartProApiRef } from '@mui/x-charts-pro/hooks';

const products = Array.from({ length: 40 }, (_, index) => `SKU-${String(index + 101)}`);
const unitsSold = products.map((_, index) => 40 + ((index * 37) % 90) + (index % 5) * 8);

export default function ResetZoom() {
  const apiRef = useChartProApiRef();
  return (
    <Stack spacing={1} sx={{ alignItems: 'flex-start' }}>
      <Button
        size="small"
        variant="outlined"
        // An updater function receives the current zoom and returns the full range for every axis.
        onClick={() =>
          apiRef.current?.setZoomData((previous) => previous.map((zoom) => ({ ...zoom, start: 0, end: 100 })))
        }
      >
        Reset zoom
      </Button>
      <BarChartPro
        apiRef={apiRef}
        height={300}
        sx={{ width: '100%' }}
        xAxis={[{ id: 'products', scaleType: 'band', data: products, zoom: true, tickLabelStyle: { fontSize: 10 } }]}
        series={[{ id: 'units', data: unitsSold, label: 'Units sold' }]}
        initialZoom={[{ axisId: 'products', start: 20, end: 45 }]}
      />
    </Stack>
  );
}
