import { BarChart } from '@mui/x-charts/BarChart';

const destinations = [
  'Lisbon Humberto Delgado',
  'Amsterdam Schiphol',
  'Copenhagen Kastrup',
  'Barcelona El Prat',
  'Vienna Schwechat',
  'Zurich Kloten',
  'Dublin',
];
const flights = [42, 67, 38, 55, 31, 29, 48];

export default function RotatedTickLabels() {
  return (
    <BarChart
      height={380}
      xAxis={[
        {
          scaleType: 'band',
          data: destinations,
          // Rotated labels need more room: the height reserves it below the plot.
          height: 110,
          tickLabelStyle: { angle: -40, textAnchor: 'end', fontSize: 12 },
        },
      ]}
      series={[{ id: 'flights', data: flights, label: 'Weekly flights' }]}
      hideLegend
    />
  );
}
