import { LineChart, lineElementClasses } from '@mui/x-charts/LineChart';
import type { ChartsLabelCustomMarkProps } from '@mui/x-charts/ChartsLabel';

const years = ['2021', '2022', '2023', '2024', '2025', '2026'];

// A dashed stroke, to match the dashed line of the forecast.
function DashedMark({ className, color }: ChartsLabelCustomMarkProps) {
  return (
    <svg className={className} viewBox="0 0 24 8" width={24} height={8} aria-hidden="true">
      <line x1={1} y1={4} x2={23} y2={4} stroke={color} strokeWidth={3} strokeDasharray="5 3" />
    </svg>
  );
}

// A solid stroke with a point, to match the measured line and its marks.
function PointMark({ className, color }: ChartsLabelCustomMarkProps) {
  return (
    <svg className={className} viewBox="0 0 24 8" width={24} height={8} aria-hidden="true">
      <line x1={1} y1={4} x2={23} y2={4} stroke={color} strokeWidth={3} />
      <circle cx={12} cy={4} r={3.5} fill={color} />
    </svg>
  );
}

export default function CustomMarkShape() {
  return (
    <LineChart
      height={280}
      xAxis={[{ scaleType: 'point', data: years }]}
      series={[
        {
          id: 'measured',
          label: 'Measured',
          data: [310, 342, 371, 398, null, null],
          labelMarkType: PointMark,
          color: '#00796b',
        },
        {
          id: 'forecast',
          label: 'Forecast',
          data: [null, null, null, 398, 420, 445],
          labelMarkType: DashedMark,
          showMark: false,
          color: '#00796b',
        },
      ]}
      sx={{ [`& .${lineElementClasses.root}[data-series="forecast"]`]: { strokeDasharray: '6 4' } }}
    />
  );
}
