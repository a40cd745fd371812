import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import { BarChart } from '@mui/x-charts/BarChart';
import { ChartsTooltipContainer, useItemTooltip, type ChartsTooltipProps } from '@mui/x-charts/ChartsTooltip';
import { SparkLineChart } from '@mui/x-charts/SparkLineChart';

const products = ['Notebooks', 'Pens', 'Folders', 'Markers'];
// Monthly units for each product; the bars show the yearly total.
const monthly = [
  [120, 135, 150, 160, 140, 120, 90, 180, 260, 210, 170, 150],
  [300, 280, 310, 290, 270, 260, 240, 350, 420, 380, 330, 360],
  [60, 65, 58, 70, 75, 72, 68, 110, 150, 95, 80, 70],
  [40, 45, 50, 55, 60, 62, 58, 64, 70, 72, 75, 90],
];
const totals = monthly.map((months) => months.reduce((sum, value) => sum + value, 0));

function TrendTooltipContent() {
  const item = useItemTooltip<'bar'>();
  if (!item) {
    return null;
  }
  const { dataIndex } = item.identifier;
  return (
    <Paper elevation={3} sx={{ p: 1.5, width: 220 }}>
      <Typography variant="subtitle2">{products[dataIndex]}</Typography>
      <Typography variant="body2" color="text.secondary">
        {item.formattedValue} this year, month by month:
      </Typography>
      {/* A chart inside the tooltip: it has its own size and no interaction of its own. */}
      <SparkLineChart data={monthly[dataIndex]} height={50} color={item.color} area curve="natural" disableClipping />
    </Paper>
  );
}

function TrendTooltip(props: ChartsTooltipProps) {
  return (
    <ChartsTooltipContainer {...props} trigger="item">
      <TrendTooltipContent />
    </ChartsTooltipContainer>
  );
}

export default function TooltipSparkline() {
  return (
    <BarChart
      height={300}
      title="Units sold per product"
      xAxis={[{ scaleType: 'band', data: products }]}
      series={[
        {
          id: 'units',
          data: totals,
          label: 'Units sold',
          valueFormatter: (value) => `${value?.toLocaleString('en-US')} units`,
        },
      ]}
      slots={{ tooltip: TrendTooltip }}
      hideLegend
    />
  );
}
