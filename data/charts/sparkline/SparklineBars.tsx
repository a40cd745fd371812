import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { SparkLineChart } from '@mui/x-charts/SparkLineChart';

const commits = [4, 9, 3, 12, 7, 0, 1, 8, 11, 6, 10, 5, 2, 0];

export default function SparklineBars() {
  return (
    <Stack direction="row" spacing={2} sx={{ alignItems: 'center' }}>
      <Typography variant="body2" sx={{ minWidth: 150 }}>
        Commits, last 14 days
      </Typography>
      <SparkLineChart
        plotType="bar"
        data={commits}
        height={48}
        width={220}
        color="#7b1fa2"
        showTooltip
        showHighlight
        valueFormatter={(value) => (value === null ? '' : `${value} commits`)}
      />
      <Typography variant="body2" sx={{ fontWeight: 700 }}>
        {commits.reduce((sum, value) => sum + value, 0)}
      </Typography>
    </Stack>
  );
}
