import { RadarChart } from '@mui/x-charts/RadarChart';

export default function BasicRadar() {
  return (
    <RadarChart
      height={340}
      radar={{
        max: 10,
        metrics: ['Battery', 'Camera', 'Display', 'Performance', 'Price', 'Weight'],
      }}
      series={[
        { id: 'phone-a', label: 'Phone A', data: [8, 9, 7, 9, 4, 6] },
        { id: 'phone-b', label: 'Phone B', data: [6, 7, 8, 6, 8, 8] },
      ]}
    />
  );
}
