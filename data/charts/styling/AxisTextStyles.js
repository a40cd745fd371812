import { BarChart } from '@mui/x-charts/BarChart';

const teams = ['Platform engineering', 'Customer success', 'Product design', 'Data science', 'Quality assurance'];

export default function AxisTextStyles() {
  return (
    <BarChart
      height={340}
      xAxis={[
        {
          scaleType: 'band',
          data: teams,
          height: 100,
          // Long category names are rotated instead of overlapping.
          tickLabelStyle: { angle: -30, textAnchor: 'end', fontSize: 12 },
        },
      ]}
      yAxis={[
        {
          label: 'Open tickets',
          labelStyle: { fontSize: 14, fontWeight: 700 },
          tickLabelStyle: { fontSize: 11, fontStyle: 'italic' },
        },
      ]}
      series={[{ id: 'tickets', data: [34, 52, 18, 27, 41], label: 'Open tickets' }]}
      hideLegend
    />
  );
}
