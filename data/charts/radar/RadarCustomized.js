import { RadarChart } from '@mui/x-charts/RadarChart';

const metrics = [
  { name: 'Speed (km/h)', max: 60 },
  { name: 'Range (km)', max: 120 },
  { name: 'Charge time (h)', max: 8 },
  { name: 'Load (kg)', max: 150 },
  { name: 'Price (k€)', max: 5 },
];

export default function RadarCustomized() {
  return (
    <RadarChart
      height={340}
      shape="circular"
      divisions={4}
      stripeColor={null}
      radar={{ metrics, startAngle: 30 }}
      series={[
        { id: 'city', label: 'City e-bike', data: [25, 80, 4, 120, 2.4], fillArea: true },
        { id: 'cargo', label: 'Cargo e-bike', data: [25, 60, 6, 150, 4.2], fillArea: true, hideMark: true },
      ]}
    />
  );
}
