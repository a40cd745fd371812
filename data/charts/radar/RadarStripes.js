import { RadarChart } from '@mui/x-charts/RadarChart';

// Bands from the center outward: poor, fair, good, excellent.
// The grid draws stripes at 10% opacity, so pass full-strength colors.
const bandColors = ['#e53935', '#fb8c00', '#fdd835', '#43a047'];

export default function RadarStripes() {
  return (
    <RadarChart
      height={340}
      // Four divisions of 25 points, one per quality band.
      divisions={4}
      stripeColor={(index) => bandColors[index]}
      radar={{ max: 100, metrics: ['Performance', 'Accessibility', 'Best practices', 'SEO', 'Security'] }}
      series={[{ id: 'site', label: 'Audit score', data: [72, 96, 81, 64, 88], color: '#1565c0' }]}
    />
  );
}
