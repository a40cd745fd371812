import Divider from '@mui/material/Divider';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import { LineChart } from '@mui/x-charts/LineChart';
import { ChartsAxisTooltipContent, ChartsTooltipContainer, useAxesTooltip } from '@mui/x-charts/ChartsTooltip';

const days = ['Mon', 'Tue', 'Wed', 'Thu', 'Fri', 'Sat', 'Sun'];
const notes = {
  Wed: 'Newsletter sent at 09:00',
  Sat: 'Site maintenance 02:00–04:00',
};

function Footnote() {
  const axes = useAxesTooltip();
  const day = axes?.[0]?.axisValue;
  const note = typeof day === 'string' ? notes[day] : undefined;
  if (!note) {
    return null;
  }
  return (
    <>
      <Divider />
      <Typography variant="caption" sx={{ display: 'block', px: 1.5, py: 0.75 }}>
        {note}
      </Typography>
    </>
  );
}

function AnnotatedTooltip(props) {
  return (
    <ChartsTooltipContainer {...props} trigger="axis">
      <Paper elevation={0} variant="outlined">
        {/* The default table, without its own paper, followed by a note for some days. */}
        <ChartsAxisTooltipContent sx={{ '& .MuiChartsTooltip-paper': { border: 'none', boxShadow: 'none' } }} />
        <Footnote />
      </Paper>
    </ChartsTooltipContainer>
  );
}

export default function ExtendedDefaultTooltip() {
  return (
    <LineChart
      height={300}
      xAxis={[{ scaleType: 'point', data: days }]}
      series={[
        { id: 'signups', data: [120, 132, 210, 160, 150, 90, 85], label: 'Sign-ups' },
        { id: 'trials', data: [40, 46, 81, 58, 52, 30, 28], label: 'Trials started' },
      ]}
      slots={{ tooltip: AnnotatedTooltip }}
    />
  );
}
