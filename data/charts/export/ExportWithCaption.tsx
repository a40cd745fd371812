import Stack from '@mui/material/Stack';
import Button from '@mui/material/Button';
import { ScatterChartPro } from '@mui/x-charts-pro/ScatterChartPro';
import { useChartProApiRef } from '@mui/x-charts-pro/hooks';

// Price (k€) against floor area (m²) of flats sold last quarter.
const flats = [
  [38, 182],
  [45, 205],
  [52, 231],
  [61, 262],
  [64, 255],
  [72, 301],
  [80, 322],
  [85, 338],
  [93, 371],
  [104, 412],
  [58, 240],
  [67, 289],
].map(([area, price], index) => ({ id: index, x: area, y: price }));

// Runs on the hidden copy of the chart, just before the image is drawn.
function addCaption(iframe: HTMLIFrameElement) {
  const exportDocument = iframe.contentDocument;
  if (!exportDocument) {
    return;
  }
  const heading = exportDocument.createElement('h1');
  heading.textContent = 'Flat prices by floor area, Q3';
  heading.style.cssText = 'font: 600 18px sans-serif; margin: 8px 16px;';
  const source = exportDocument.createElement('p');
  source.textContent = `Source: sales register, exported ${new Date().toISOString().slice(0, 10)}`;
  source.style.cssText = 'font: 12px sans-serif; color: #424242; margin: 4px 16px 8px;';
  // The body is measured after this function, so the added elements are part of the image.
  exportDocument.body.prepend(heading);
  exportDocument.body.append(source);
}

export default function ExportWithCaption() {
  const apiRef = useChartProApiRef<'scatter'>();
  return (
    <Stack spacing={1} sx={{ alignItems: 'flex-start' }}>
      <Button
        size="small"
        variant="outlined"
        onClick={() =>
          apiRef.current?.exportAsImage({ type: 'image/png', fileName: 'flat-prices', onBeforeExport: addCaption })
        }
      >
        Download with caption
      </Button>
      <ScatterChartPro
        apiRef={apiRef}
        height={300}
        xAxis={[{ label: 'Floor area (m²)' }]}
        yAxis={[{ label: 'Price (k€)', width: 60 }]}
        series={[{ id: 'flats', data: flats, label: 'Flats sold' }]}
        sx={{ width: '100%' }}
      />
    </Stack>
  );
}
