import { LineChart } from '@mui/x-charts/LineChart';

const years = [2018, 2019, 2020, 2021, 2022, 2023, 2024];

export default function BeyondColor() {
  return (
    <LineChart
      height={300}
      xAxis={[{ scaleType: 'point', data: years }]}
      series={[
        { id: 'north', data: [42, 45, 39, 48, 51, 55, 58], label: 'North', shape: 'circle' },
        { id: 'south', data: [35, 37, 36, 40, 41, 44, 43], label: 'South', shape: 'square' },
        { id: 'west', data: [28, 31, 33, 32, 36, 38, 42], label: 'West', shape: 'triangle' },
      ]}
      sx={{
        '& .MuiLineElement-series-south': { strokeDasharray: '8 4' },
        '& .MuiLineElement-series-west': { strokeDasharray: '2 3' },
      }}
    />
  );
}
