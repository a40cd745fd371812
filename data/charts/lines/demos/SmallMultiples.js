import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { LineChart } from '@mui/x-charts/LineChart';

const months = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'];
const regions = [
  { id: 'north', label: 'North', data: [32, 30, 35, 41, 46, 52, 58, 55, 47, 40, 36, 34] },
  { id: 'south', label: 'South', data: [48, 50, 54, 57, 61, 66, 70, 72, 65, 60, 53, 50] },
  { id: 'east', label: 'East', data: [22, 25, 29, 28, 33, 37, 36, 39, 41, 44, 47, 52] },
  { id: 'west', label: 'West', data: [40, 38, 37, 35, 36, 34, 33, 31, 30, 29, 30, 28] },
];
// A shared maximum keeps the panels comparable: the same height means the same value.
const max = Math.max(...regions.flatMap((region) => region.data));

export default function SmallMultiples() {
  return (
    <Box sx={{ display: 'grid', gridTemplateColumns: { xs: '1fr', sm: '1fr 1fr' }, gap: 2 }}>
      {regions.map((region) => (
        <Box key={region.id}>
          <Typography variant="subtitle2" component="h3" sx={{ ml: 1 }}>
            {region.label} (k€)
          </Typography>
          <LineChart
            height={160}
            margin={{ top: 8, right: 8, bottom: 0, left: 0 }}
            xAxis={[{ scaleType: 'point', data: months, tickInterval: (_value, index) => index % 3 === 0 }]}
            yAxis={[{ min: 0, max, tickNumber: 3, width: 32 }]}
            series={[{ id: region.id, data: region.data, label: region.label, showMark: false, area: true }]}
            hideLegend
          />
        </Box>
      ))}
    </Box>
  );
}
