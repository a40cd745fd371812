import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import { ScatterChart } from '@mui/x-charts/ScatterChart';
import { ChartsTooltipContainer, useItemTooltip, type ChartsTooltipProps } from '@mui/x-charts/ChartsTooltip';

const cafes = [
  { id: 'bean-there', x: 3.2, y: 4.6, name: 'Bean There' },
  { id: 'grind', x: 2.6, y: 4.1, name: 'The Daily Grind' },
  { id: 'brew-lab', x: 4.1, y: 4.8, name: 'Brew Lab' },
  { id: 'corner', x: 2.1, y: 3.5, name: 'Corner Cup' },
  { id: 'roast', x: 3.6, y: 3.9, name: 'Slow Roast' },
  { id: 'drip', x: 2.9, y: 4.4, name: 'Drip & Co' },
];
const names = new Map(cafes.map((cafe) => [cafe.id, cafe.name]));

function CafeTooltipContent() {
  const item = useItemTooltip<'scatter'>();
  if (!item || !item.value) {
    return null;
  }
  return (
    <Paper elevation={3} sx={{ px: 1.5, py: 1, borderLeft: 4, borderColor: item.color }}>
      <Typography variant="subtitle2">{names.get(String(item.value.id)) ?? 'Café'}</Typography>
      <Typography variant="body2">
        Espresso €{item.value.x.toFixed(2)} · rated {item.value.y.toFixed(1)} / 5
      </Typography>
    </Paper>
  );
}

function CafeTooltip(props: ChartsTooltipProps) {
  return (
    <ChartsTooltipContainer {...props} trigger="item">
      <CafeTooltipContent />
    </ChartsTooltipContainer>
  );
}

export default function CustomTooltip() {
  return (
    <ScatterChart
      height={320}
      xAxis={[{ label: 'Espresso price (€)', min: 1.5, max: 4.5 }]}
      yAxis={[{ label: 'Rating', min: 3, max: 5 }]}
      series={[{ id: 'cafes', data: cafes.map(({ id, x, y }) => ({ id, x, y })), label: 'Cafés', markerSize: 8 }]}
      slots={{ tooltip: CafeTooltip }}
      hideLegend
    />
  );
}
