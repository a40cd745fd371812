import { PieChart } from '@mui/x-charts/PieChart';

// Each pattern combines a color with a texture, so the arcs stay apart in grayscale prints
// and for readers who cannot tell the colors apart.
function Patterns() {
  return (
    <defs>
      <pattern id="pie-stripes" width="8" height="8" patternUnits="userSpaceOnUse" patternTransform="rotate(45)">
        <rect width="8" height="8" fill="#1565c0" />
        <rect width="3" height="8" fill="#90caf9" />
      </pattern>
      <pattern id="pie-dots" width="8" height="8" patternUnits="userSpaceOnUse">
        <rect width="8" height="8" fill="#ef6c00" />
        <circle cx="4" cy="4" r="2" fill="#ffe0b2" />
      </pattern>
      <pattern id="pie-grid" width="8" height="8" patternUnits="userSpaceOnUse">
        <rect width="8" height="8" fill="#2e7d32" />
        <path d="M 8 0 L 0 0 0 8" fill="none" stroke="#c8e6c9" strokeWidth="1.5" />
      </pattern>
    </defs>
  );
}

export default function PiePatterns() {
  return (
    <PieChart
      height={280}
      title="Energy mix"
      series={[
        {
          id: 'energy',
          data: [
            { id: 'hydro', value: 45, label: 'Hydro', color: 'url(#pie-stripes)' },
            { id: 'solar', value: 30, label: 'Solar', color: 'url(#pie-dots)' },
            { id: 'wind', value: 25, label: 'Wind', color: 'url(#pie-grid)' },
          ],
          valueFormatter: (item) => `${item.value}%`,
        },
      ]}
    >
      <Patterns />
    </PieChart>
  );
}
