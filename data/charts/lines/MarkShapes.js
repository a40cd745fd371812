import { LineChart } from '@mui/x-charts/LineChart';

const months = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug'];

export default function MarkShapes() {
  return (
    <LineChart
      height={320}
      xAxis={[{ scaleType: 'point', data: months }]}
      series={[
        // Distinct shapes keep the series apart even in grayscale prints.
        { id: 'north', data: [42, 45, 51, 48, 56, 61, 58, 64], label: 'North', shape: 'circle' },
        { id: 'south', data: [35, 38, 36, 44, 47, 45, 52, 55], label: 'South', shape: 'square' },
        { id: 'east', data: [28, 31, 33, 30, 35, 39, 42, 40], label: 'East', shape: 'triangle' },
        {
          id: 'west',
          data: [20, 24, 22, 27, 26, 30, 33, 37],
          label: 'West',
          shape: 'diamond',
          // Only the last point of this series gets a mark.
          showMark: ({ index }) => index === months.length - 1,
        },
      ]}
    />
  );
}
