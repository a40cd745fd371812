import * as React from 'react';
import Typography from '@mui/material/Typography';
import Stack from '@mui/material/Stack';
import { BarChart } from '@mui/x-charts/BarChart';

const quarters = ['Q1', 'Q2', 'Q3', 'Q4'];

export default function HiddenSeries() {
  // Every series starts visible; click a legend item to hide or show its series.
  const [hiddenItems, setHiddenItems] = React.useState([]);

  return (
    <Stack sx={{ width: '100%' }}>
      <BarChart
        height={300}
        xAxis={[{ scaleType: 'band', data: quarters }]}
        series={[
          { id: 'actual', data: [120, 135, 128, 150], label: 'Actual' },
          { id: 'budget', data: [115, 130, 140, 145], label: 'Budget' },
          { id: 'forecast', data: [118, 138, 133, 158], label: 'Forecast' },
        ]}
        hiddenItems={hiddenItems}
        onHiddenItemsChange={(items) => setHiddenItems(items)}
        slotProps={{ legend: { toggleVisibilityOnClick: true } }}
      />
      <Typography variant="body2">
        Hidden: {hiddenItems.length ? hiddenItems.map((item) => item.seriesId).join(', ') : 'none'}
      </Typography>
    </Stack>
  );
}
