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
import { ChartRenderer, chartSchema } from './chartSetup';
import { monthColumns, months } from './monthly';

export default function SaveRestoreGrid() {
  const apiRef = useGridApiRef();
  const [saved, setSaved] = React.useState(null);

  const save = () => {
    const state = apiRef.current?.exportState();
    if (state) {
      setSaved(state);
    }
  };

  const restore = () => {
    if (saved) {
      apiRef.current?.restoreState(saved);
    }
  };

  return (
    <GridChartsIntegrationContextProvider>
      <Box sx={{ width: '100%' }}>
        <Stack direction="row" spacing={1} sx={{ mb: 1 }}>
          <Button size="small" variant="contained" onClick={save}>
            Save view
          </Button>
          <Button size="small" variant="outlined" onClick={restore} disabled={!saved}>
            Restore view
          </Button>
        </Stack>
        <GridChartsRendererProxy id="trend" label="Trend" renderer={ChartRenderer} />
        <Box sx={{ height: 400 }}>
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
              chartsIntegration: {
                charts: { trend: { chartType: 'line', dimensions: ['month'], values: ['visitors'] } },
              },
            }}
            hideFooter
          />
        </Box>
        <Typography variant="body2" sx={{ mt: 1 }}>
          Saved chart state:
        </Typography>
        <Typography
          component="pre"
          variant="body2"
          sx={{ p: 1, bgcolor: 'action.hover', overflowX: 'auto', maxHeight: 200, fontSize: 12 }}
        >
          {saved ? JSON.stringify(saved.chartsIntegration, null, 2) : 'Nothing saved yet.'}
        </Typography>
      </Box>
    </GridChartsIntegrationContextProvider>
  );
}
