import * as React from 'react';
import Stack from '@mui/material/Stack';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import { LineChart } from '@mui/x-charts/LineChart';
import type { VisibilityIdentifier } from '@mui/x-charts/plugins';

const months = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun'];
const forecastOnly: VisibilityIdentifier<'line'>[] = [{ type: 'line', seriesId: 'forecast' }];

export default function ControlledHiddenSeries() {
  const [hiddenItems, setHiddenItems] = React.useState<VisibilityIdentifier<'line'>[]>([]);
  const hiddenIds = hiddenItems.map((item) => String(item.seriesId)).join(', ') || 'none';
  return (
    <Stack spacing={1}>
      <Stack direction="row" spacing={1} sx={{ alignItems: 'center', flexWrap: 'wrap' }}>
        <Button size="small" variant="outlined" onClick={() => setHiddenItems(forecastOnly)}>
          Hide the forecast
        </Button>
        <Button size="small" variant="outlined" onClick={() => setHiddenItems([])}>
          Show all
        </Button>
        <Typography variant="body2">Hidden series: {hiddenIds}</Typography>
      </Stack>
      <LineChart
        height={300}
        hiddenItems={hiddenItems}
        onHiddenItemsChange={setHiddenItems}
        xAxis={[{ scaleType: 'point', data: months }]}
        series={[
          { id: 'actual', data: [12, 15, 14, 19, 22, 24], label: 'Actual' },
          { id: 'target', data: [14, 15, 16, 17, 18, 19], label: 'Target' },
          { id: 'forecast', data: [11, 13, 16, 18, 21, 25], label: 'Forecast' },
        ]}
        slotProps={{ legend: { toggleVisibilityOnClick: true } }}
      />
    </Stack>
  );
}
