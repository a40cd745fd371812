import Box from '@mui/material/Box';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { BarChart } from '@mui/x-charts/BarChart';
import { PieChart } from '@mui/x-charts/PieChart';
import { SparkLineChart } from '@mui/x-charts/SparkLineChart';

const months = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun'];
const kpis = [
  {
    id: 'revenue',
    title: 'Revenue',
    value: '€482k',
    change: '+12%',
    trend: [61, 66, 70, 74, 79, 84],
    color: '#2e7d32',
  },
  {
    id: 'orders',
    title: 'Orders',
    value: '9,314',
    change: '+4%',
    trend: [1420, 1480, 1510, 1530, 1580, 1620],
    color: '#1565c0',
  },
  {
    id: 'refunds',
    title: 'Refund rate',
    value: '2.1%',
    change: '−0.4 pt',
    trend: [2.9, 2.7, 2.6, 2.4, 2.2, 2.1],
    color: '#ef6c00',
  },
];
const channelShare = [
  { id: 'web', value: 54, label: 'Web shop' },
  { id: 'marketplace', value: 29, label: 'Marketplaces' },
  { id: 'stores', value: 17, label: 'Stores' },
];

export default function SalesDashboard() {
  return (
    <Box
      sx={{ display: 'grid', gap: 2, gridTemplateColumns: { xs: 'minmax(0, 1fr)', md: 'repeat(3, minmax(0, 1fr))' } }}
    >
      {kpis.map((kpi) => (
        <Paper key={kpi.id} variant="outlined" sx={{ p: 2 }}>
          <Typography variant="body2" color="text.secondary">
            {kpi.title}
          </Typography>
          <Stack direction="row" sx={{ alignItems: 'center', justifyContent: 'space-between' }}>
            <Box>
              <Typography variant="h5" component="p" sx={{ fontWeight: 700 }}>
                {kpi.value}
              </Typography>
              <Typography variant="caption">{kpi.change} vs. last half-year</Typography>
            </Box>
            <SparkLineChart data={kpi.trend} width={110} height={44} area color={kpi.color} />
          </Stack>
        </Paper>
      ))}
      <Paper variant="outlined" sx={{ p: 2, gridColumn: { md: 'span 2' } }}>
        <Typography variant="subtitle2">Revenue by month (k€)</Typography>
        <BarChart
          height={260}
          xAxis={[{ scaleType: 'band', data: months }]}
          series={[
            { id: 'sales-new', data: [42, 45, 47, 50, 53, 57], label: 'New customers', stack: 'rev' },
            { id: 'sales-returning', data: [19, 21, 23, 24, 26, 27], label: 'Returning', stack: 'rev' },
          ]}
          borderRadius={4}
        />
      </Paper>
      <Paper variant="outlined" sx={{ p: 2 }}>
        <Typography variant="subtitle2">Sales channels</Typography>
        <PieChart
          height={260}
          series={[{ id: 'channels', data: channelShare, innerRadius: '55%', paddingAngle: 2, cornerRadius: 4 }]}
          slotProps={{ legend: { direction: 'horizontal', position: { vertical: 'bottom', horizontal: 'center' } } }}
        />
      </Paper>
    </Box>
  );
}
