import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { BarChart } from '@mui/x-charts/BarChart';

const regions = ['North', 'South', 'East', 'West'];
const revenue = [128, 94, 151, 87];

export default function RegionRevenueCard() {
  return (
    <Box sx={{ maxWidth: 520, p: 2, border: 1, borderColor: 'divider', borderRadius: '16px' }}>
      <Typography sx={{ fontSize: '1rem', fontWeight: 700 }}>Revenue by region</Typography>
      <Typography sx={{ fontSize: '0.875rem', opacity: 0.8 }}>Thousands of euros, last quarter</Typography>
      <BarChart
        height={240}
        borderRadius={6}
        hideLegend
        xAxis={[{ scaleType: 'band', data: regions }]}
        series={[{ data: revenue, label: 'Revenue', color: '#0ea5e9' }]}
      />
    </Box>
  );
}
