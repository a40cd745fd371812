import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import { RadarChart } from '@mui/x-charts/RadarChart';
import { ChartsTooltipContainer, useRadarItemTooltip } from '@mui/x-charts/ChartsTooltip';

const metrics = ['Price', 'Speed', 'Support', 'Integrations', 'Security'];

function StrongestPoints() {
  const item = useRadarItemTooltip();
  if (!item) {
    return null;
  }
  // Sort the metrics of the hovered series and keep the best two.
  const best = [...item.values].sort((a, b) => b.value - a.value).slice(0, 2);
  return (
    <Paper elevation={3} sx={{ px: 1.5, py: 1, borderTop: 4, borderColor: item.color }}>
      <Typography variant="subtitle2">{item.label}</Typography>
      <Typography variant="body2">
        Strongest: {best.map((entry) => `${entry.label} (${entry.formattedValue})`).join(', ')}
      </Typography>
    </Paper>
  );
}

function VendorTooltip(props) {
  return (
    <ChartsTooltipContainer {...props} trigger="item">
      <StrongestPoints />
    </ChartsTooltipContainer>
  );
}

export default function RadarCustomTooltip() {
  return (
    <RadarChart
      height={340}
      highlight="series"
      radar={{ max: 5, metrics }}
      series={[
        { id: 'acme', label: 'Acme Cloud', data: [3, 5, 4, 5, 3], fillArea: true },
        { id: 'nimbus', label: 'Nimbus', data: [5, 3, 3, 2, 4], fillArea: true },
      ]}
      slots={{ tooltip: VendorTooltip }}
    />
  );
}
