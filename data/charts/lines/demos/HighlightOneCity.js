import { LineChart, lineClasses } from '@mui/x-charts/LineChart';

const months = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'];
const cities = [
  { id: 'oslo', label: 'Oslo', data: [-3, -3, 1, 6, 11, 15, 17, 16, 12, 6, 1, -2] },
  { id: 'paris', label: 'Paris', data: [5, 6, 9, 12, 16, 19, 21, 21, 17, 13, 8, 5] },
  { id: 'madrid', label: 'Madrid', data: [6, 8, 11, 13, 17, 23, 26, 26, 21, 16, 10, 7] },
  { id: 'cairo', label: 'Cairo', data: [14, 15, 18, 22, 25, 27, 28, 28, 26, 23, 19, 15] },
  { id: 'reykjavik', label: 'Reykjavík', data: [0, 0, 1, 3, 7, 10, 12, 11, 8, 5, 2, 0] },
  { id: 'athens', label: 'Athens', data: [10, 11, 13, 16, 21, 26, 29, 29, 25, 20, 15, 12] },
];

export default function HighlightOneCity() {
  return (
    <LineChart
      height={340}
      xAxis={[{ scaleType: 'point', data: months }]}
      yAxis={[{ label: 'Mean temperature (°C)' }]}
      series={cities.map((city) => ({
        ...city,
        showMark: false,
        // Hovering a line keeps it at full strength and fades every other line.
        highlightScope: { highlight: 'series', fade: 'global' },
        valueFormatter: (value) => (value === null ? '' : `${value} °C`),
      }))}
      // A thicker stroke makes the lines easier to hover.
      sx={{ [`& .${lineClasses.line}`]: { strokeWidth: 3 } }}
    />
  );
}
