import Box from '@mui/material/Box';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import { BarChart } from '@mui/x-charts/BarChart';
import { LineChart } from '@mui/x-charts/LineChart';
import { PieChart } from '@mui/x-charts/PieChart';
import { Gauge } from '@mui/x-charts/Gauge';

const quarters = ['Q1', 'Q2', 'Q3', 'Q4'];

export default function ChartTypesGallery() {
  return (
    <Box
      sx={{ display: 'grid', gap: 2, gridTemplateColumns: { xs: 'minmax(0, 1fr)', sm: 'repeat(2, minmax(0, 1fr))' } }}
    >
      <Paper variant="outlined" sx={{ p: 1.5 }}>
        <Typography variant="subtitle2">BarChart</Typography>
        <BarChart
          height={200}
          xAxis={[{ scaleType: 'band', data: quarters }]}
          series={[
            { id: 'gallery-2024', data: [12, 15, 14, 18], label: '2024' },
            { id: 'gallery-2025', data: [14, 17, 19, 22], label: '2025' },
          ]}
        />
      </Paper>
      <Paper variant="outlined" sx={{ p: 1.5 }}>
        <Typography variant="subtitle2">LineChart</Typography>
        <LineChart
          height={200}
          xAxis={[{ scaleType: 'point', data: quarters }]}
          series={[{ id: 'gallery-users', data: [3.1, 3.8, 4.6, 5.9], label: 'Users (k)', area: true }]}
        />
      </Paper>
      <Paper variant="outlined" sx={{ p: 1.5 }}>
        <Typography variant="subtitle2">PieChart</Typography>
        <PieChart
          height={200}
          series={[
            {
              id: 'gallery-plans',
              data: [
                { id: 'free', value: 62, label: 'Free' },
                { id: 'pro', value: 29, label: 'Pro' },
                { id: 'team', value: 9, label: 'Team' },
              ],
              innerRadius: '50%',
            },
          ]}
        />
      </Paper>
      <Paper variant="outlined" sx={{ p: 1.5 }}>
        <Typography variant="subtitle2">Gauge</Typography>
        <Gauge
          height={200}
          value={78}
          startAngle={-110}
          endAngle={110}
          innerRadius="75%"
          text={({ value }) => `${value}%`}
        />
      </Paper>
    </Box>
  );
}
