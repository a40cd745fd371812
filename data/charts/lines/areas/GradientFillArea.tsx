import { LineChart, lineClasses } from '@mui/x-charts/LineChart';

const hours = Array.from({ length: 24 }, (_, hour) => `${hour}:00`);
// Requests per second on an API, hour by hour.
const requests = [
  120, 95, 80, 74, 70, 82, 140, 260, 410, 480, 455, 430, 470, 490, 460, 440, 420, 390, 330, 280, 240, 200, 170, 140,
];

const GRADIENT_ID = 'requests-area-gradient';

export default function GradientFillArea() {
  return (
    <LineChart
      height={300}
      xAxis={[{ scaleType: 'point', data: hours, tickInterval: (_value: string, index: number) => index % 3 === 0 }]}
      yAxis={[{ label: 'Requests / s', width: 60 }]}
      series={[
        {
          id: 'requests',
          data: requests,
          label: 'Requests per second',
          area: true,
          showMark: false,
          color: '#1565c0',
        },
      ]}
      grid={{ horizontal: true }}
      hideLegend
      sx={{
        // Only this series' area uses the gradient; the line keeps the plain series color.
        [`& .${lineClasses.area}[data-series="requests"]`]: { fill: `url(#${GRADIENT_ID})` },
      }}
    >
      {/* Children are rendered inside the chart's SVG, so the gradient can be referenced by id. */}
      <defs>
        <linearGradient id={GRADIENT_ID} x1="0" y1="0" x2="0" y2="1">
          <stop offset="0%" stopColor="#1565c0" stopOpacity={0.45} />
          <stop offset="100%" stopColor="#1565c0" stopOpacity={0} />
        </linearGradient>
      </defs>
    </LineChart>
  );
}
