import { ScatterChart } from '@mui/x-charts/ScatterChart';

// A diamond instead of the default circle; x and y are the coordinates of the point in the SVG.
function DiamondMarker({ x, y, size, color, isFaded, isHighlighted, seriesId, dataIndex, ...other }) {
  const half = isHighlighted ? size * 1.6 : size * 1.2;
  return (
    <path
      d={`M ${x} ${y - half} L ${x + half} ${y} L ${x} ${y + half} L ${x - half} ${y} Z`}
      fill={color}
      opacity={isFaded ? 0.3 : 1}
      data-series={seriesId}
      data-index={dataIndex}
      {...other}
    />
  );
}

const samples = [
  { id: 1, x: 4.1, y: 12.3 },
  { id: 2, x: 5.6, y: 14.8 },
  { id: 3, x: 6.2, y: 17.1 },
  { id: 4, x: 7.9, y: 16.4 },
  { id: 5, x: 8.4, y: 21.0 },
  { id: 6, x: 9.7, y: 22.9 },
  { id: 7, x: 3.2, y: 9.8 },
  { id: 8, x: 6.8, y: 13.5 },
];

export default function CustomMarker() {
  return (
    <ScatterChart
      height={320}
      xAxis={[{ label: 'Soil nitrogen (mg/kg)' }]}
      yAxis={[{ label: 'Yield (t/ha)', width: 60 }]}
      series={[{ id: 'fields', data: samples, label: 'Fields', markerSize: 5 }]}
      slots={{ marker: DiamondMarker }}
    />
  );
}
