import { LineChart } from '@mui/x-charts/LineChart';

const rounds = ['R1', 'R2', 'R3', 'R4', 'R5', 'R6', 'R7', 'R8'];

export default function ReversedAxis() {
  return (
    <LineChart
      height={320}
      xAxis={[{ scaleType: 'point', data: rounds }]}
      // Rank 1 is the best position: a reversed axis puts it at the top.
      yAxis={[
        { reverse: true, min: 1, max: 8, tickInterval: [1, 2, 3, 4, 5, 6, 7, 8], label: 'League position', width: 60 },
      ]}
      series={[
        { id: 'harbour', data: [5, 4, 4, 2, 1, 1, 2, 1], label: 'Harbour FC' },
        { id: 'northgate', data: [2, 1, 3, 3, 4, 6, 5, 7], label: 'Northgate United' },
      ]}
    />
  );
}
