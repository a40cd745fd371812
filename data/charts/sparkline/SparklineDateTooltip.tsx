import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { SparkLineChart } from '@mui/x-charts/SparkLineChart';

// Two weeks of orders. The dates are built with Date.UTC and printed in UTC, so server and browser agree.
const days = Array.from({ length: 14 }, (_, index) => new Date(Date.UTC(2025, 5, 2 + index)));
const orders = [120, 98, 143, 160, 151, 88, 75, 131, 126, 170, 182, 164, 92, 81];
const dayFormat = new Intl.DateTimeFormat('en-US', {
  weekday: 'short',
  month: 'short',
  day: 'numeric',
  timeZone: 'UTC',
});

export default function SparklineDateTooltip() {
  return (
    <Stack direction="row" spacing={2} sx={{ alignItems: 'center' }}>
      <Typography variant="body2">Orders, last 14 days</Typography>
      <SparkLineChart
        data={orders}
        width={220}
        height={50}
        // The x-axis gives each point a date; its valueFormatter writes the tooltip heading.
        xAxis={{ scaleType: 'utc', data: days, valueFormatter: (date: Date) => dayFormat.format(date) }}
        valueFormatter={(value) => (value === null ? '' : `${value} orders`)}
        showTooltip
        showHighlight
        title="Orders per day over the last 14 days"
      />
    </Stack>
  );
}
