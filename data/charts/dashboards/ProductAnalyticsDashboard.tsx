import Box from '@mui/material/Box';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import { FunnelChart } from '@mui/x-charts-pro/FunnelChart';
import { Heatmap } from '@mui/x-charts-pro/Heatmap';
import { LineChart } from '@mui/x-charts/LineChart';

const weeks = ['W1', 'W2', 'W3', 'W4', 'W5', 'W6', 'W7', 'W8'];
const cohorts = ['Jan', 'Feb', 'Mar', 'Apr'];
const retention: [number, number, number][] = cohorts.flatMap((_, y) =>
  [0, 1, 2, 3, 4, 5].map((x): [number, number, number] => [x, y, Math.round(100 * Math.pow(0.78 + y * 0.03, x))]),
);

export default function ProductAnalyticsDashboard() {
  return (
    <Box
      sx={{ display: 'grid', gap: 2, gridTemplateColumns: { xs: 'minmax(0, 1fr)', md: 'repeat(2, minmax(0, 1fr))' } }}
    >
      <Paper variant="outlined" sx={{ p: 2 }}>
        <Typography variant="subtitle2">Weekly active users (k)</Typography>
        <LineChart
          height={240}
          xAxis={[{ scaleType: 'point', data: weeks }]}
          series={[
            {
              id: 'wau-web',
              data: [12, 13, 13, 15, 16, 16, 18, 19],
              label: 'Web',
              stack: 'wau',
              area: true,
              showMark: false,
            },
            {
              id: 'wau-app',
              data: [8, 9, 11, 12, 12, 14, 15, 17],
              label: 'App',
              stack: 'wau',
              area: true,
              showMark: false,
            },
          ]}
        />
      </Paper>
      <Paper variant="outlined" sx={{ p: 2 }}>
        <Typography variant="subtitle2">Activation funnel (Pro)</Typography>
        <FunnelChart
          height={240}
          series={[
            {
              id: 'activation',
              data: [
                { id: 'installed', value: 5200, label: 'Installed' },
                { id: 'onboarded', value: 3900, label: 'Onboarded' },
                { id: 'first-project', value: 2100, label: 'First project' },
                { id: 'invited', value: 900, label: 'Invited team' },
              ],
              // An explicit formatter renders the same text on the server and in every browser locale.
              valueFormatter: (item) => `${item.value} users`,
            },
          ]}
          hideLegend
        />
      </Paper>
      <Paper variant="outlined" sx={{ p: 2, gridColumn: { md: 'span 2' } }}>
        <Typography variant="subtitle2">Retention by signup cohort, % still active after n weeks (Pro)</Typography>
        <Heatmap
          height={240}
          xAxis={[{ data: ['Week 0', 'Week 1', 'Week 2', 'Week 3', 'Week 4', 'Week 5'] }]}
          yAxis={[{ data: cohorts }]}
          series={[
            {
              id: 'retention',
              data: retention,
              label: 'Retention',
              valueFormatter: (value) => (value ? `${value[2]}%` : ''),
            },
          ]}
        />
      </Paper>
    </Box>
  );
}
