import * as React from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import {
  DataGridPremium,
  GridChartsIntegrationContextProvider,
  GridChartsPanel,
  GridChartsRendererProxy,
  useGridApiRef,
} from '@mui/x-data-grid-premium';
import { sales } from '../shared/sales';
import { ChartRenderer, chartSchema, salesColumns } from './chartSetup';

const CHART_ID = 'breakdown';

export default function DimensionsDriveGroupingGrid() {
  const apiRef = useGridApiRef();
  // Mirrors of the grid's own models, only to print them; the grid stays uncontrolled.
  const [grouping, setGrouping] = React.useState([]);
  const [aggregation, setAggregation] = React.useState({});

  const setDimensions = (fields) =>
    apiRef.current?.updateChartDimensionsData(
      CHART_ID,
      fields.map((field) => ({ field })),
    );

  return (
    <GridChartsIntegrationContextProvider>
      <Box sx={{ width: '100%' }}>
        <Stack direction="row" spacing={1} sx={{ mb: 1, alignItems: 'center', flexWrap: 'wrap', rowGap: 1 }}>
          <Button size="small" variant="outlined" onClick={() => setDimensions(['region', 'product'])}>
            Dimensions: region, product
          </Button>
          <Button size="small" variant="outlined" onClick={() => setDimensions(['product'])}>
            Dimensions: product
          </Button>
          <Typography variant="body2" component="code" sx={{ fontFamily: 'monospace' }}>
            rowGrouping {JSON.stringify(grouping)} · aggregation {JSON.stringify(aggregation)}
          </Typography>
        </Stack>
        <GridChartsRendererProxy id={CHART_ID} label="Revenue breakdown" renderer={ChartRenderer} />
        <Box sx={{ height: 400 }}>
          <DataGridPremium
            apiRef={apiRef}
            rows={sales}
            columns={salesColumns}
            chartsIntegration
            experimentalFeatures={{ charts: true }}
            slots={{ chartsPanel: GridChartsPanel }}
            slotProps={{ chartsPanel: { schema: chartSchema } }}
            onRowGroupingModelChange={setGrouping}
            onAggregationModelChange={setAggregation}
            initialState={{
              chartsIntegration: {
                charts: { [CHART_ID]: { chartType: 'bar', dimensions: ['country'], values: ['revenue'] } },
              },
            }}
            hideFooter
          />
        </Box>
      </Box>
    </GridChartsIntegrationContextProvider>
  );
}
