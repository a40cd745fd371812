import { BarChart } from '@mui/x-charts/BarChart';

const hours = Array.from({ length: 24 }, (_, hour) => `${String(hour).padStart(2, '0')}:00`);
const riders = [
  12, 8, 5, 4, 6, 21, 88, 240, 310, 180, 120, 130, 150, 140, 135, 160, 230, 330, 260, 150, 95, 70, 44, 25,
];

export default function TickLabelInterval() {
  return (
    <BarChart
      height={300}
      xAxis={[
        {
          scaleType: 'band',
          data: hours,
          // Every band keeps its tick mark, but only one label in three is written.
          tickLabelInterval: (_value, index) => index % 3 === 0,
        },
      ]}
      series={[{ id: 'riders', data: riders, label: 'Riders per hour' }]}
      hideLegend
    />
  );
}
