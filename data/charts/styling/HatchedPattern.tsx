import { BarChart, barClasses } from '@mui/x-charts/BarChart';

const quarters = ['Q1 2025', 'Q2 2025', 'Q3 2025', 'Q4 2025'];

export default function HatchedPattern() {
  return (
    <BarChart
      height={300}
      xAxis={[{ scaleType: 'band', data: quarters }]}
      series={[
        { id: 'booked', data: [420, 465, 510, null], label: 'Booked', stack: 'revenue', color: '#3949ab' },
        { id: 'estimate', data: [null, null, 60, 560], label: 'Estimated', stack: 'revenue', color: '#3949ab' },
      ]}
      sx={{
        // Each series group carries a data-series attribute; its bars get the hatch pattern.
        [`& .${barClasses.series}[data-series="estimate"] .${barClasses.element}`]: {
          fill: 'url(#estimate-hatch)',
          stroke: '#3949ab',
          strokeWidth: 1,
        },
      }}
    >
      <defs>
        <pattern id="estimate-hatch" width="8" height="8" patternUnits="userSpaceOnUse" patternTransform="rotate(45)">
          <rect width="8" height="8" fill="#c5cae9" />
          <line x1="0" y1="0" x2="0" y2="8" stroke="#3949ab" strokeWidth="3" />
        </pattern>
      </defs>
    </BarChart>
  );
}
