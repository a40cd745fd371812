import { LineChart } from '@mui/x-charts/LineChart';

const weeks = ['W1', 'W2', 'W3', 'W4', 'W5', 'W6', 'W7', 'W8', 'W9', 'W10'];

// Weekly active users (thousands) for five product areas.
const areas = [
  { id: 'editor', label: 'Editor', data: [42, 44, 47, 46, 49, 53, 55, 54, 58, 61] },
  { id: 'comments', label: 'Comments', data: [21, 22, 22, 25, 24, 26, 29, 31, 30, 33] },
  { id: 'export', label: 'Export', data: [12, 15, 14, 13, 17, 16, 15, 18, 19, 18] },
  { id: 'templates', label: 'Templates', data: [8, 9, 12, 16, 19, 23, 26, 28, 31, 35] },
  { id: 'api', label: 'API', data: [5, 6, 6, 7, 7, 8, 8, 9, 10, 10] },
];

export default function StyledHighlightStates() {
  return (
    <LineChart
      height={320}
      xAxis={[{ scaleType: 'point', data: weeks }]}
      yAxis={[{ label: 'Weekly users (k)', width: 60 }]}
      series={areas.map((area) => ({
        ...area,
        showMark: false,
        highlightScope: { highlight: 'series', fade: 'global' } as const,
      }))}
      sx={{
        // Lines of the hovered series: thicker.
        '& path[data-highlighted]': { strokeWidth: 4 },
        // Everything else: almost hidden, so the hovered line stands alone.
        '& path[data-faded]': { opacity: 0.12 },
      }}
    />
  );
}
