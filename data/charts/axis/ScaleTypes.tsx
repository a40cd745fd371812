import { BarChart } from '@mui/x-charts/BarChart';
import { LineChart } from '@mui/x-charts/LineChart';
import Box from '@mui/material/Box';

const sizes = ['S', 'M', 'L', 'XL'];
const temperatures = [-10, -5, 0, 5, 10, 15, 20, 25, 30];
const batteryLife = [4.1, 5.6, 6.9, 7.8, 8.3, 8.5, 8.4, 7.9, 7.1];

export default function ScaleTypes() {
  return (
    <Box
      sx={{ display: 'grid', gap: 2, gridTemplateColumns: { xs: 'minmax(0, 1fr)', md: 'repeat(2, minmax(0, 1fr))' } }}
    >
      <BarChart
        height={280}
        xAxis={[{ scaleType: 'band', data: sizes, label: 'band: one slot per size' }]}
        series={[{ id: 'returns', data: [3.2, 4.1, 5.8, 7.4], label: 'Return rate (%)' }]}
        hideLegend
      />
      <LineChart
        height={280}
        xAxis={[{ scaleType: 'linear', data: temperatures, label: 'linear: temperature (°C)' }]}
        series={[{ id: 'battery', data: batteryLife, label: 'Battery life (h)', curve: 'linear' }]}
        hideLegend
      />
    </Box>
  );
}
