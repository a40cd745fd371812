import Box from '@mui/material/Box';
import {
  DataGridPremium,
  GridChartsIntegrationContextProvider,
  GridChartsPanel,
  GridChartsRendererProxy,
} from '@mui/x-data-grid-premium';
import { sales } from '../shared/sales';
import { ChartRenderer, chartSchema, salesColumns } from './chartSetup';

export default function IntegrationSetupGrid() {
  return (
    // 1. One provider around the grid and every chart it feeds.
    <GridChartsIntegrationContextProvider>
      <Box sx={{ width: '100%' }}>
        {/* 2. A placeholder for the chart with the id "sales", drawn by our renderer. */}
        <GridChartsRendererProxy id="sales" label="Sales" renderer={ChartRenderer} />
        <Box sx={{ height: 440 }}>
          <DataGridPremium
            rows={sales}
            columns={salesColumns}
            showToolbar
            // 3. The feature and its experimental flag.
            chartsIntegration
            experimentalFeatures={{ charts: true }}
            // 4. The panel and the chart types it offers.
            slots={{ chartsPanel: GridChartsPanel }}
            slotProps={{ chartsPanel: { schema: chartSchema } }}
            initialState={{
              rowGrouping: { model: ['product'] },
              aggregation: { model: { revenue: 'sum', units: 'sum' } },
              columns: { columnVisibilityModel: { product: false } },
              chartsIntegration: {
                charts: { sales: { chartType: 'bar', dimensions: ['product'], values: ['revenue'] } },
              },
            }}
          />
        </Box>
      </Box>
    </GridChartsIntegrationContextProvider>
  );
}
