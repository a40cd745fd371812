import { BarChart } from '@mui/x-charts/BarChart';

const quarters = ['Q1', 'Q2', 'Q3', 'Q4'];

export default function IntroBarChart() {
  return (
    <BarChart
      height={300}
      xAxis={[{ scaleType: 'band', data: quarters }]}
      series={[
        { label: 'Online', data: [42, 51, 48, 63] },
        { label: 'In store', data: [35, 33, 39, 44] },
      ]}
    />
  );
}
