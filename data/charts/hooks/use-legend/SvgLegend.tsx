import { useTheme } from '@mui/material/styles';
import { LineChart } from '@mui/x-charts/LineChart';
import { useDrawingArea, useLegend } from '@mui/x-charts/hooks';

const months = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep'];

/** A legend drawn inside the SVG, in the top-left corner of the plot, so it is part of exported images. */
function InPlotLegend() {
  const theme = useTheme();
  const { items } = useLegend();
  const { left, top } = useDrawingArea();
  return (
    <g transform={`translate(${left + 12}, ${top + 8})`} role="list" aria-label="Legend">
      <rect
        width={130}
        height={items.length * 20 + 8}
        rx={4}
        fill={theme.palette.background.paper}
        stroke={theme.palette.divider}
      />
      {items.map((item, index) => (
        <g key={String(item.seriesId)} transform={`translate(10, ${index * 20 + 16})`} role="listitem">
          <line x1={0} x2={16} y1={0} y2={0} stroke={item.color} strokeWidth={3} />
          <text x={24} y={0} dominantBaseline="central" fontSize={12} fill={theme.palette.text.primary}>
            {item.label}
          </text>
        </g>
      ))}
    </g>
  );
}

export default function SvgLegend() {
  return (
    <LineChart
      height={300}
      hideLegend
      xAxis={[{ scaleType: 'point', data: months }]}
      yAxis={[{ min: -10, max: 40 }]}
      series={[
        { id: 'oslo', data: [-4, -3, 1, 6, 11, 15, 17, 16, 11], label: 'Oslo (°C)' },
        { id: 'rome', data: [8, 9, 12, 15, 19, 24, 27, 27, 23], label: 'Rome (°C)' },
        { id: 'cairo', data: [14, 16, 18, 22, 26, 28, 29, 29, 27], label: 'Cairo (°C)' },
      ]}
    >
      <InPlotLegend />
    </LineChart>
  );
}
