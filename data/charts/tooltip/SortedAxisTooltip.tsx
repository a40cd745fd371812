import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import Box from '@mui/material/Box';
import { BarChart } from '@mui/x-charts/BarChart';
import { ChartsTooltipContainer, useAxesTooltip, type ChartsTooltipProps } from '@mui/x-charts/ChartsTooltip';

const months = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun'];
const channels = [
  { id: 'search', label: 'Search', data: [420, 390, 455, 480, 510, 530] },
  { id: 'social', label: 'Social', data: [310, 360, 340, 420, 390, 470] },
  { id: 'email', label: 'Email', data: [180, 175, 220, 210, 260, 240] },
  { id: 'direct', label: 'Direct', data: [260, 280, 250, 300, 330, 310] },
];

function RankedContent() {
  const axes = useAxesTooltip();
  if (!axes || axes.length === 0) {
    return null;
  }
  const { axisFormattedValue, seriesItems } = axes[0];
  // Largest value first, whatever the order of the series.
  const ranked = [...seriesItems].sort((a, b) => Number(b.value ?? 0) - Number(a.value ?? 0));
  const total = ranked.reduce((sum, item) => sum + Number(item.value ?? 0), 0);
  return (
    <Paper elevation={3} sx={{ px: 1.5, py: 1, minWidth: 180 }}>
      <Typography variant="subtitle2">{axisFormattedValue}</Typography>
      {ranked.map((item) => (
        <Box key={item.seriesId} sx={{ display: 'flex', alignItems: 'center', gap: 1 }}>
          <Box sx={{ width: 10, height: 10, borderRadius: '2px', bgcolor: item.color }} />
          <Typography variant="body2" sx={{ flex: 1 }}>
            {item.formattedLabel}
          </Typography>
          <Typography variant="body2">{item.formattedValue}</Typography>
        </Box>
      ))}
      <Typography variant="body2" sx={{ mt: 0.5, fontWeight: 600, textAlign: 'right' }}>
        Total {total}
      </Typography>
    </Paper>
  );
}

function RankedTooltip(props: ChartsTooltipProps) {
  return (
    <ChartsTooltipContainer {...props} trigger="axis">
      <RankedContent />
    </ChartsTooltipContainer>
  );
}

export default function SortedAxisTooltip() {
  return (
    <BarChart
      height={320}
      xAxis={[{ scaleType: 'band', data: months }]}
      series={channels.map((channel) => ({ ...channel, stack: 'visits' }))}
      slots={{ tooltip: RankedTooltip }}
    />
  );
}
