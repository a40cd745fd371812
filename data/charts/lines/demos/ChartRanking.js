import { LineChart } from '@mui/x-charts/LineChart';

const weeks = ['W1', 'W2', 'W3', 'W4', 'W5', 'W6', 'W7', 'W8'];
const songs = [
  { id: 'neon', label: 'Neon Harbor', data: [1, 1, 2, 3, 5, 7, 9, 10] },
  { id: 'paper', label: 'Paper Moons', data: [4, 2, 1, 1, 1, 2, 3, 5] },
  { id: 'static', label: 'Static Bloom', data: [9, 6, 4, 2, 2, 1, 1, 1] },
  { id: 'tides', label: 'Low Tides', data: [3, 4, 3, 5, 3, 3, 2, 2] },
];

export default function ChartRanking() {
  return (
    <LineChart
      height={320}
      xAxis={[{ scaleType: 'point', data: weeks }]}
      yAxis={[
        {
          // Rank 1 is the best, so it belongs at the top.
          reverse: true,
          min: 1,
          max: 10,
          tickInterval: [1, 2, 3, 4, 5, 6, 7, 8, 9, 10],
          valueFormatter: (rank) => `#${rank}`,
          label: 'Chart position',
        },
      ]}
      series={songs.map((song) => ({
        ...song,
        curve: 'linear',
        valueFormatter: (rank) => (rank === null ? '' : `#${rank}`),
      }))}
    />
  );
}
