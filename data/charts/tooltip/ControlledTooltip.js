import * as React from 'react';
import Stack from '@mui/material/Stack';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import { BarChart } from '@mui/x-charts/BarChart';

const stores = ['Lyon', 'Lille', 'Nantes', 'Nice', 'Rennes', 'Toulouse'];
const revenue = [182, 143, 121, 167, 98, 205];

const best = revenue.indexOf(Math.max(...revenue));
const worst = revenue.indexOf(Math.min(...revenue));

export default function ControlledTooltip() {
  const [tooltipItem, setTooltipItem] = React.useState({
    type: 'bar',
    seriesId: 'revenue',
    dataIndex: best,
  });
  const show = (dataIndex) => setTooltipItem({ type: 'bar', seriesId: 'revenue', dataIndex });
  return (
    <Stack spacing={1}>
      <Stack direction="row" spacing={1} sx={{ alignItems: 'center', flexWrap: 'wrap' }}>
        <Button size="small" variant="outlined" onClick={() => show(best)}>
          Best store
        </Button>
        <Button size="small" variant="outlined" onClick={() => show(worst)}>
          Weakest store
        </Button>
        <Button size="small" onClick={() => setTooltipItem(null)}>
          Hide
        </Button>
        <Typography variant="body2" role="status">
          {tooltipItem ? `Showing ${stores[tooltipItem.dataIndex]}` : 'No tooltip'}
        </Typography>
      </Stack>
      <BarChart
        height={300}
        xAxis={[{ scaleType: 'band', data: stores }]}
        series={[{ id: 'revenue', data: revenue, label: 'Revenue (k€)' }]}
        tooltipItem={tooltipItem}
        // Hovering still works: the chart reports the hovered bar, and null when the pointer leaves.
        onTooltipItemChange={(item) => setTooltipItem(item)}
        // The item trigger reads `tooltipItem`; the node anchor places it on the bar, not at the pointer.
        slotProps={{ tooltip: { trigger: 'item', anchor: 'node', position: 'top' } }}
      />
    </Stack>
  );
}
