import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import { RadarChartPro } from '@mui/x-charts-pro/RadarChartPro';
import { useChartProApiRef } from '@mui/x-charts-pro/hooks';

export default function RadarExportApi() {
  const apiRef = useChartProApiRef<'radar'>();

  return (
    <Stack spacing={1} sx={{ width: '100%' }}>
      {/* Buttons outside the chart stand in for the Pro toolbar, which radar charts cannot show in 8.29.3. */}
      <Stack direction="row" spacing={1}>
        <Button
          size="small"
          variant="outlined"
          onClick={() => apiRef.current?.exportAsImage({ type: 'image/png', fileName: 'team-skills' })}
        >
          Download PNG
        </Button>
        <Button
          size="small"
          variant="outlined"
          onClick={() => apiRef.current?.exportAsPrint({ fileName: 'team-skills' })}
        >
          Print or save as PDF
        </Button>
      </Stack>
      <RadarChartPro
        apiRef={apiRef}
        height={320}
        title="Team skills"
        radar={{ max: 5, metrics: ['Design', 'Frontend', 'Backend', 'Testing', 'Operations'] }}
        series={[
          { id: 'team-a', label: 'Team A', data: [4, 5, 3, 4, 2], fillArea: true },
          { id: 'team-b', label: 'Team B', data: [2, 3, 5, 3, 4] },
        ]}
      />
    </Stack>
  );
}
