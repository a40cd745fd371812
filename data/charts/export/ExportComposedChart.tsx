import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import { BarPlot } from '@mui/x-charts/BarChart';
import { LinePlot, MarkPlot } from '@mui/x-charts/LineChart';
import { ChartsXAxis } from '@mui/x-charts/ChartsXAxis';
import { ChartsYAxis } from '@mui/x-charts/ChartsYAxis';
import { ChartsTooltip } from '@mui/x-charts/ChartsTooltip';
import { ChartsContainerPro } from '@mui/x-charts-pro/ChartsContainerPro';
import { useChartProApiRef } from '@mui/x-charts-pro/hooks';

const quarters = ['Q1', 'Q2', 'Q3', 'Q4'];

export default function ExportComposedChart() {
  // 'composition' types the API of a chart assembled from parts rather than of one chart type.
  const apiRef = useChartProApiRef<'composition'>();

  return (
    <Stack spacing={1} sx={{ width: '100%' }}>
      <Stack direction="row" spacing={1}>
        <Button
          size="small"
          variant="outlined"
          onClick={() => apiRef.current?.exportAsImage({ type: 'image/png', fileName: 'rainfall-and-temperature' })}
        >
          Download PNG
        </Button>
      </Stack>
      <ChartsContainerPro
        apiRef={apiRef}
        height={300}
        title="Rainfall and temperature per quarter"
        xAxis={[{ id: 'quarters', scaleType: 'band', data: quarters }]}
        yAxis={[
          { id: 'rain', label: 'Rainfall (mm)', width: 60 },
          { id: 'temperature', label: 'Temperature (°C)', position: 'right', width: 60 },
        ]}
        series={[
          { type: 'bar', id: 'rain', data: [180, 140, 90, 210], label: 'Rainfall', yAxisId: 'rain' },
          {
            type: 'line',
            id: 'temperature',
            data: [6, 15, 21, 10],
            label: 'Temperature',
            yAxisId: 'temperature',
            color: '#ef6c00',
          },
        ]}
      >
        <BarPlot />
        <LinePlot />
        <MarkPlot />
        <ChartsXAxis />
        <ChartsYAxis axisId="rain" />
        <ChartsYAxis axisId="temperature" />
        <ChartsTooltip />
      </ChartsContainerPro>
    </Stack>
  );
}
