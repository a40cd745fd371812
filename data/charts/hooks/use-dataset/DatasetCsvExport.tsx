import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { ChartsDataProvider } from '@mui/x-charts/ChartsDataProvider';
import { ChartsSurface } from '@mui/x-charts/ChartsSurface';
import { LinePlot, MarkPlot } from '@mui/x-charts/LineChart';
import { ChartsXAxis } from '@mui/x-charts/ChartsXAxis';
import { ChartsYAxis } from '@mui/x-charts/ChartsYAxis';
import { ChartsLegend } from '@mui/x-charts/ChartsLegend';
import { useDataset } from '@mui/x-charts/hooks';

type Reading = { hour: string; indoor: number; outdoor: number };

const readings: Reading[] = [
  { hour: '06:00', indoor: 19.5, outdoor: 8.1 },
  { hour: '09:00', indoor: 20.8, outdoor: 11.4 },
  { hour: '12:00', indoor: 21.6, outdoor: 15.9 },
  { hour: '15:00', indoor: 22.1, outdoor: 17.2 },
  { hour: '18:00', indoor: 21.4, outdoor: 13.8 },
  { hour: '21:00', indoor: 20.2, outdoor: 10.5 },
];

/** Builds a CSV file from the chart's dataset, so the download always matches the drawing. */
function CsvDownload() {
  const rows = useDataset<Reading[]>();
  if (!rows) {
    return null;
  }
  const csv = ['hour,indoor_c,outdoor_c', ...rows.map((row) => `${row.hour},${row.indoor},${row.outdoor}`)].join('\n');

  const download = () => {
    const url = URL.createObjectURL(new Blob([csv], { type: 'text/csv' }));
    const link = document.createElement('a');
    link.href = url;
    link.download = 'temperatures.csv';
    link.click();
    URL.revokeObjectURL(url);
  };

  return (
    <Stack direction="row" spacing={2} sx={{ alignItems: 'center' }}>
      <Button size="small" variant="outlined" onClick={download}>
        Download CSV
      </Button>
      <Typography variant="body2" color="text.secondary">
        {rows.length} rows, {csv.length} bytes
      </Typography>
    </Stack>
  );
}

export default function DatasetCsvExport() {
  return (
    <ChartsDataProvider
      height={260}
      dataset={readings}
      xAxis={[{ id: 'hour', scaleType: 'point', dataKey: 'hour' }]}
      yAxis={[{ id: 'celsius', width: 50 }]}
      series={[
        { type: 'line', id: 'indoor', dataKey: 'indoor', label: 'Indoor (°C)' },
        { type: 'line', id: 'outdoor', dataKey: 'outdoor', label: 'Outdoor (°C)' },
      ]}
    >
      <Stack spacing={1}>
        <CsvDownload />
        <ChartsLegend />
        <ChartsSurface>
          <LinePlot />
          <MarkPlot />
          <ChartsXAxis />
          <ChartsYAxis label="°C" />
        </ChartsSurface>
      </Stack>
    </ChartsDataProvider>
  );
}
