import * as React from 'react';
import Box from '@mui/material/Box';
import FormControlLabel from '@mui/material/FormControlLabel';
import Switch from '@mui/material/Switch';
import {
  DataGridPremium,
  GridChartsIntegrationContextProvider,
  GridChartsPanel,
  GridChartsRendererProxy,
  useGridApiRef,
} from '@mui/x-data-grid-premium';
import { ChartRenderer, chartSchema } from './chartSetup';
import { monthColumns, months } from './monthly';

export default function SyncToggleGrid() {
  const apiRef = useGridApiRef();
  const [synced, setSynced] = React.useState(true);

  // The panel has its own sync button: follow its changes too.
  React.useEffect(() => {
    const api = apiRef.current;
    if (!api) {
      return undefined;
    }
    return api.subscribeEvent('chartSynchronizationStateChange', (params) => {
      if (params.chartId === 'revenue') {
        setSynced(params.synced);
      }
    });
  }, [apiRef]);

  const handleChange = (event) => {
    // false: the chart keeps its current data; true: it catches up with the grid at once.
    apiRef.current?.setChartSynchronizationState('revenue', event.target.checked);
  };

  return (
    <GridChartsIntegrationContextProvider>
      <Box sx={{ width: '100%' }}>
        <FormControlLabel
          control={<Switch checked={synced} onChange={handleChange} />}
          label="Chart follows the grid"
        />
        <GridChartsRendererProxy id="revenue" label="Revenue" renderer={ChartRenderer} />
        <Box sx={{ height: 420 }}>
          <DataGridPremium
            apiRef={apiRef}
            rows={months}
            columns={monthColumns}
            showToolbar
            chartsIntegration
            experimentalFeatures={{ charts: true }}
            slots={{ chartsPanel: GridChartsPanel }}
            slotProps={{ chartsPanel: { schema: chartSchema } }}
            initialState={{
              filter: { filterModel: { items: [{ field: 'quarter', operator: 'isAnyOf', value: ['Q2', 'Q3'] }] } },
              sorting: { sortModel: [{ field: 'revenue', sort: 'desc' }] },
              chartsIntegration: {
                charts: { revenue: { chartType: 'bar', dimensions: ['month'], values: ['revenue'] } },
              },
            }}
            hideFooter
          />
        </Box>
      </Box>
    </GridChartsIntegrationContextProvider>
  );
}
