import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { SparkLineChart } from '@mui/x-charts/SparkLineChart';

const dailyVisitors = [310, 342, 298, 365, 401, 388, 432];

export default function VisitorsKpiCard() {
  return (
    <Box
      sx={{
        display: 'flex',
        alignItems: 'center',
        gap: 2,
        maxWidth: 360,
        p: 2,
        border: 1,
        borderColor: 'divider',
        borderRadius: '16px',
      }}
    >
      <Box sx={{ flex: 1 }}>
        <Typography sx={{ fontSize: '0.875rem', opacity: 0.8 }}>Visitors today</Typography>
        <Typography sx={{ fontSize: '1.5rem', fontWeight: 700, lineHeight: 1.3 }}>432</Typography>
        <Typography sx={{ fontSize: '0.75rem', fontWeight: 600 }}>▲ 11% on last week</Typography>
      </Box>
      <SparkLineChart data={dailyVisitors} width={120} height={48} area color="#10b981" />
    </Box>
  );
}
