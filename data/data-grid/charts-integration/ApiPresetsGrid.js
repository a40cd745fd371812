import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import {
  DataGridPremium,
  GridChartsIntegrationContextProvider,
  GridChartsPanel,
  GridChartsRendererProxy,
  useGridApiRef,
} from '@mui/x-data-grid-premium';
import { ChartRenderer, chartSchema } from './chartSetup';
import { monthColumns, months } from './monthly';

const CHART_ID = 'overview';

const presets = [
  { label: 'Revenue and costs', type: 'line', dimensions: ['month'], values: ['revenue', 'costs'] },
  { label: 'Visitors per month', type: 'bar', dimensions: ['month'], values: ['visitors'] },
  { label: 'Share of sign-ups', type: 'pie', dimensions: ['month'], values: ['signups'] },
];

export default function ApiPresetsGrid() {
  const apiRef = useGridApiRef();

  const applyPreset = (preset) => {
    const api = apiRef.current;
    if (!api) {
      return;
    }
    // Fields first, then the type: the type's limits (one value for a pie) trim the fields.
    api.updateChartDimensionsData(
      CHART_ID,
      preset.dimensions.map((field) => ({ field })),
    );
    api.updateChartValuesData(
      CHART_ID,
      preset.values.map((field) => ({ field })),
    );
    api.setChartType(CHART_ID, preset.type);
  };

  return (
    <GridChartsIntegrationContextProvider>
      <Box sx={{ width: '100%' }}>
        <Stack direction="row" spacing={1} sx={{ mb: 1, flexWrap: 'wrap', rowGap: 1 }}>
          {presets.map((preset) => (
            <Button key={preset.label} size="small" variant="outlined" onClick={() => applyPreset(preset)}>
              {preset.label}
            </Button>
          ))}
          <Button size="small" onClick={() => apiRef.current?.setChartsPanelOpen((open) => !open)}>
            Toggle the charts panel
          </Button>
        </Stack>
        <GridChartsRendererProxy id={CHART_ID} label="Overview" renderer={ChartRenderer} />
        <Box sx={{ height: 400 }}>
          <DataGridPremium
            apiRef={apiRef}
            rows={months}
            columns={monthColumns}
            chartsIntegration
            experimentalFeatures={{ charts: true }}
            slots={{ chartsPanel: GridChartsPanel }}
            slotProps={{ chartsPanel: { schema: chartSchema } }}
            initialState={{
              chartsIntegration: {
                charts: { [CHART_ID]: { chartType: 'line', dimensions: ['month'], values: ['revenue', 'costs'] } },
              },
            }}
            hideFooter
          />
        </Box>
      </Box>
    </GridChartsIntegrationContextProvider>
  );
}
