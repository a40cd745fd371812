import { ScatterChart } from '@mui/x-charts/ScatterChart';

// 3,000 points from a deterministic generator (a linear congruential sequence), no Math.random.
function makePoints(count: number) {
  let seed = 42;
  const next = () => {
    seed = (seed * 1664525 + 1013904223) % 4294967296;
    return seed / 4294967296;
  };
  return Array.from({ length: count }, (_, index) => {
    const x = next() * 100;
    return { id: index, x, y: x * 0.6 + (next() + next() + next() - 1.5) * 25 };
  });
}

const points = makePoints(3000);

export default function ScatterBatchRenderer() {
  return (
    <ScatterChart
      height={340}
      // svg-batch draws the markers in a few paths instead of 3,000 circles.
      renderer="svg-batch"
      series={[{ id: 'sessions', data: points, label: 'Sessions', markerSize: 2 }]}
      xAxis={[{ label: 'Pages viewed' }]}
      yAxis={[{ label: 'Minutes on site', width: 60 }]}
      hideLegend
    />
  );
}
