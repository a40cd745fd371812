import { ScatterChart } from '@mui/x-charts/ScatterChart';
import { ChartsReferenceLine } from '@mui/x-charts/ChartsReferenceLine';

// Backlog ideas scored from 0 to 10 for effort (x) and expected impact (y).
const ideas = [
  { id: 'dark-mode', name: 'Dark mode', x: 3, y: 7.5 },
  { id: 'sso', name: 'Single sign-on', x: 7.5, y: 8.8 },
  { id: 'csv-export', name: 'CSV export', x: 1.5, y: 6.2 },
  { id: 'mobile-app', name: 'Mobile app', x: 9.2, y: 6.8 },
  { id: 'emoji', name: 'Emoji reactions', x: 2.2, y: 2.1 },
  { id: 'audit-log', name: 'Audit log', x: 6.1, y: 5.6 },
  { id: 'themes', name: 'Custom themes', x: 7.8, y: 2.9 },
  { id: 'shortcuts', name: 'Keyboard shortcuts', x: 2.8, y: 4.6 },
  { id: 'offline', name: 'Offline mode', x: 8.6, y: 4.1 },
  { id: 'search', name: 'Better search', x: 4.4, y: 8.1 },
];

const byId = new Map(ideas.map((idea) => [idea.id, idea.name]));

export default function PriorityMatrix() {
  return (
    <ScatterChart
      height={380}
      xAxis={[{ min: 0, max: 10, label: 'Effort', tickInterval: [0, 2, 4, 6, 8, 10] }]}
      yAxis={[{ min: 0, max: 10, label: 'Impact', tickInterval: [0, 2, 4, 6, 8, 10], width: 50 }]}
      series={[
        {
          id: 'ideas',
          data: ideas,
          label: 'Backlog ideas',
          markerSize: 7,
          valueFormatter: (point) =>
            point ? `${byId.get(String(point.id))}: effort ${point.x}, impact ${point.y}` : '',
        },
      ]}
      hideLegend
    >
      {/* The two reference lines split the plot into four quadrants. */}
      <ChartsReferenceLine x={5} label="More effort →" labelAlign="start" />
      <ChartsReferenceLine y={5} label="More impact ↑" labelAlign="start" />
    </ScatterChart>
  );
}
