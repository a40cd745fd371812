import * as React from 'react';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { BarChart } from '@mui/x-charts/BarChart';
import type { SeriesItemIdentifier } from '@mui/x-charts/models';

const shops = ['Harbor', 'Old town', 'Station', 'Campus'];
const bestShop: SeriesItemIdentifier<'bar'> = { type: 'bar', seriesId: 'coffee', dataIndex: 2 };

export default function ControlledTooltip() {
  const [tooltipItem, setTooltipItem] = React.useState<SeriesItemIdentifier<'bar'> | null>(null);

  return (
    <Stack spacing={1} sx={{ width: '100%' }}>
      <Stack direction="row" spacing={1} sx={{ alignItems: 'center' }}>
        <Button variant="outlined" onClick={() => setTooltipItem(bestShop)}>
          Show best shop
        </Button>
        <Button variant="text" onClick={() => setTooltipItem(null)}>
          Close tooltip
        </Button>
        <Typography variant="body2">
          {tooltipItem ? `Tooltip on ${shops[tooltipItem.dataIndex]}` : 'No tooltip'}
        </Typography>
      </Stack>
      <BarChart
        height={280}
        xAxis={[{ scaleType: 'band', data: shops }]}
        series={[{ id: 'coffee', data: [410, 380, 620, 350], label: 'Cups sold' }]}
        // The item tooltip follows tooltipItem; hovering reports changes through onTooltipItemChange.
        slotProps={{ tooltip: { trigger: 'item' } }}
        tooltipItem={tooltipItem}
        onTooltipItemChange={(item) => setTooltipItem(item as SeriesItemIdentifier<'bar'> | null)}
        hideLegend
      />
    </Stack>
  );
}
