import Stack from '@mui/material/Stack';
import Button from '@mui/material/Button';
import { LineChartPro } from '@mui/x-charts-pro/LineChartPro';
import { useChartProApiRef } from '@mui/x-charts-pro/hooks';

const weeks = ['W1', 'W2', 'W3', 'W4', 'W5', 'W6', 'W7', 'W8'];

export default function ExportApi() {
  const apiRef = useChartProApiRef<'line'>();
  return (
    <Stack spacing={1}>
      <Stack direction="row" spacing={1}>
        <Button
          size="small"
          variant="outlined"
          onClick={() => apiRef.current?.exportAsImage({ type: 'image/png', fileName: 'weekly-uptime' })}
        >
          Download PNG
        </Button>
        <Button
          size="small"
          variant="outlined"
          onClick={() => apiRef.current?.exportAsPrint({ fileName: 'weekly-uptime' })}
        >
          Print or save as PDF
        </Button>
      </Stack>
      <LineChartPro
        apiRef={apiRef}
        height={300}
        xAxis={[{ scaleType: 'point', data: weeks }]}
        yAxis={[{ min: 99, max: 100, valueFormatter: (value: number) => `${value.toFixed(2)}%`, width: 65 }]}
        series={[{ id: 'uptime', data: [99.95, 99.98, 99.91, 99.99, 99.97, 99.82, 99.96, 99.99], label: 'Uptime' }]}
      />
    </Stack>
  );
}
