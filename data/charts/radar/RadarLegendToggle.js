import { RadarChart } from '@mui/x-charts/RadarChart';

const metrics = ['Attack', 'Defense', 'Speed', 'Stamina', 'Technique', 'Vision'];
const players = [
  { id: 'ines', label: 'Inès', data: [88, 45, 91, 80, 84, 76] },
  { id: 'marco', label: 'Marco', data: [52, 90, 60, 85, 70, 68] },
  { id: 'yuki', label: 'Yuki', data: [74, 62, 78, 70, 93, 90] },
  { id: 'sam', label: 'Sam', data: [65, 75, 70, 92, 66, 72] },
];

export default function RadarLegendToggle() {
  return (
    <RadarChart
      height={360}
      radar={{ max: 100, metrics }}
      series={players.map((player) => ({ ...player, hideMark: true }))}
      // Clicking a legend item hides or shows that player.
      slotProps={{ legend: { toggleVisibilityOnClick: true } }}
    />
  );
}
