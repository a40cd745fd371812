import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { SparkLineChart } from '@mui/x-charts/SparkLineChart';

// Goal difference of the last 15 matches: positive is a win, negative a loss, zero a draw.
const teams = [
  { name: 'Harbor City', results: [2, 1, -1, 3, 0, 1, 2, -2, 1, 1, 4, -1, 2, 0, 1] },
  { name: 'Northfield', results: [-1, -2, 1, 0, -1, -3, 1, 2, -1, 0, -2, 1, -1, -1, 2] },
];

// Every bar is drawn at the same height: only the sign matters in a win–loss chart.
const toSigns = (results: number[]) => results.map((goals) => Math.sign(goals));

export default function WinLossSparkline() {
  return (
    <Stack spacing={1.5}>
      {teams.map((team) => (
        <Stack key={team.name} direction="row" spacing={2} alignItems="center">
          <Typography variant="body2" sx={{ width: 100 }}>
            {team.name}
          </Typography>
          <SparkLineChart
            plotType="bar"
            data={toSigns(team.results)}
            width={220}
            height={44}
            yAxis={{
              min: -1,
              max: 1,
              // Red below zero, gray for a draw, green above zero.
              colorMap: { type: 'piecewise', thresholds: [-0.5, 0.5], colors: ['#c62828', '#9e9e9e', '#2e7d32'] },
            }}
            showTooltip
            valueFormatter={(value) => {
              if (value === null) {
                return '';
              }
              if (value > 0) {
                return 'Win';
              }
              return value < 0 ? 'Loss' : 'Draw';
            }}
            title={`${team.name}, last 15 matches`}
          />
        </Stack>
      ))}
    </Stack>
  );
}
