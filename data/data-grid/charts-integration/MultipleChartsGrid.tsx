import * as React from 'react';
import Box from '@mui/material/Box';
import Stack from '@mui/material/Stack';
import ToggleButton from '@mui/material/ToggleButton';
import ToggleButtonGroup from '@mui/material/ToggleButtonGroup';
import Typography from '@mui/material/Typography';
import {
  DataGridPremium,
  GridChartsIntegrationContextProvider,
  GridChartsPanel,
  GridChartsRendererProxy,
  GridSidebarValue,
} from '@mui/x-data-grid-premium';
import { ChartRenderer, chartSchema } from './chartSetup';
import { monthColumns, months } from './monthly';

const charts = [
  { id: 'finance', label: 'Finance' },
  { id: 'growth', label: 'Growth' },
];

export default function MultipleChartsGrid() {
  // The chart the panel edits, controlled from outside the grid.
  const [activeChartId, setActiveChartId] = React.useState('finance');

  return (
    <GridChartsIntegrationContextProvider>
      <Box sx={{ width: '100%' }}>
        <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2}>
          {charts.map((chart) => (
            <Box
              key={chart.id}
              sx={{
                flex: 1,
                minWidth: 0,
                border: 2,
                borderRadius: 1,
                borderColor: chart.id === activeChartId ? 'primary.main' : 'divider',
              }}
            >
              <Typography variant="subtitle2" sx={{ px: 1.5, pt: 1 }}>
                {chart.label}
              </Typography>
              <GridChartsRendererProxy id={chart.id} label={chart.label} renderer={ChartRenderer} />
            </Box>
          ))}
        </Stack>
        <Stack direction="row" spacing={1} sx={{ my: 1, alignItems: 'center' }}>
          <Typography variant="body2" id="editing-label">
            The panel edits:
          </Typography>
          <ToggleButtonGroup
            exclusive
            size="small"
            value={activeChartId}
            onChange={(_event, value: string | null) => value && setActiveChartId(value)}
            aria-labelledby="editing-label"
          >
            {charts.map((chart) => (
              <ToggleButton key={chart.id} value={chart.id}>
                {chart.label}
              </ToggleButton>
            ))}
          </ToggleButtonGroup>
        </Stack>
        <Box sx={{ height: 420 }}>
          <DataGridPremium
            rows={months}
            columns={monthColumns}
            showToolbar
            chartsIntegration
            experimentalFeatures={{ charts: true }}
            slots={{ chartsPanel: GridChartsPanel }}
            slotProps={{ chartsPanel: { schema: chartSchema } }}
            activeChartId={activeChartId}
            onActiveChartIdChange={setActiveChartId}
            initialState={{
              sidebar: { open: true, value: GridSidebarValue.Charts },
              chartsIntegration: {
                charts: {
                  finance: { chartType: 'line', dimensions: ['month'], values: ['revenue', 'costs'] },
                  growth: { chartType: 'bar', dimensions: ['month'], values: ['signups'] },
                },
              },
            }}
            hideFooter
          />
        </Box>
      </Box>
    </GridChartsIntegrationContextProvider>
  );
}
