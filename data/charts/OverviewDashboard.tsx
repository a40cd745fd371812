import * as React from 'react';
import Box from '@mui/material/Box';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import { BarChart } from '@mui/x-charts/BarChart';
import { LineChart } from '@mui/x-charts/LineChart';
import { PieChart } from '@mui/x-charts/PieChart';
import type { AxisItemIdentifier } from '@mui/x-charts/models';
import type { HighlightItemData } from '@mui/x-charts/context';

const MONTHS = ['January', 'February', 'March', 'April', 'May', 'June'];
const SHORT_MONTHS = MONTHS.map((month) => month.slice(0, 3));

/** Revenue in thousands of dollars, per product line and month. */
const LINES = [
  { id: 'hardware', label: 'Hardware', revenue: [38, 42, 35, 47, 52, 49] },
  { id: 'software', label: 'Software', revenue: [24, 27, 31, 30, 36, 41] },
  { id: 'services', label: 'Services', revenue: [12, 14, 13, 18, 17, 22] },
];

const cumulative = (values: number[]) => values.map((_, index) => values.slice(0, index + 1).reduce((a, b) => a + b));
const thousands = (value: number | null) => (value == null ? '' : `$${value}k`);
const highlight = { highlight: 'series', fade: 'global' } as const;

/**
 * Three charts over one data set, reacting together: pointing at a month in the bar chart shows
 * that month in the line chart and splits the pie by it; pointing at a product line in any chart
 * brings it forward in the other two.
 */
export default function OverviewDashboard() {
  const [month, setMonth] = React.useState<number | null>(null);
  const [line, setLine] = React.useState<number | null>(null);

  const highlightedAxis = React.useMemo<AxisItemIdentifier[]>(
    () => (month === null ? [] : [{ axisId: 'months', dataIndex: month }]),
    [month],
  );
  const seriesHighlight: HighlightItemData | null = line === null ? null : { seriesId: LINES[line].id };
  const onSeriesHighlight = (item: HighlightItemData | null) => {
    const index = item ? LINES.findIndex((entry) => entry.id === item.seriesId) : -1;
    setLine(index === -1 ? null : index);
  };
  const onAxisHighlight = (items: AxisItemIdentifier[]) => {
    const item = items.find((entry) => entry.axisId === 'months');
    setMonth(item ? item.dataIndex : null);
  };

  const pieData = LINES.map((entry) => ({
    id: entry.id,
    label: entry.label,
    value: month === null ? entry.revenue.reduce((a, b) => a + b) : entry.revenue[month],
  }));
  const period = month === null ? 'January to June' : MONTHS[month];

  return (
    <Box
      sx={{
        display: 'grid',
        gap: 2,
        gridTemplateColumns: { xs: 'minmax(0, 1fr)', md: 'minmax(0, 2fr) minmax(0, 1fr)' },
      }}
    >
      <Paper variant="outlined" sx={{ p: 1.5 }}>
        <Typography component="h3" variant="subtitle2">
          Monthly revenue
        </Typography>
        <BarChart
          height={240}
          xAxis={[{ id: 'months', scaleType: 'band', data: SHORT_MONTHS }]}
          yAxis={[{ width: 48, valueFormatter: thousands }]}
          series={LINES.map((entry) => ({
            id: entry.id,
            label: entry.label,
            data: entry.revenue,
            valueFormatter: thousands,
            highlightScope: highlight,
          }))}
          highlightedAxis={highlightedAxis}
          onHighlightedAxisChange={onAxisHighlight}
          highlightedItem={seriesHighlight}
          onHighlightChange={onSeriesHighlight}
        />
      </Paper>
      <Paper variant="outlined" sx={{ p: 1.5 }}>
        <Typography component="h3" variant="subtitle2">
          Revenue split
        </Typography>
        <Typography role="status" variant="body2" sx={{ color: 'text.secondary' }}>
          {period}
        </Typography>
        <PieChart
          height={216}
          series={[
            {
              id: 'split',
              data: pieData,
              innerRadius: '45%',
              paddingAngle: 1,
              cornerRadius: 3,
              valueFormatter: ({ value }) => thousands(value),
              highlightScope: { highlight: 'item', fade: 'global' },
            },
          ]}
          highlightedItem={line === null ? null : { seriesId: 'split', dataIndex: line }}
          onHighlightChange={(item) => setLine(item?.dataIndex ?? null)}
        />
      </Paper>
      <Paper variant="outlined" sx={{ p: 1.5, gridColumn: { md: '1 / -1' } }}>
        <Typography component="h3" variant="subtitle2">
          Revenue since January
        </Typography>
        <LineChart
          height={200}
          xAxis={[{ id: 'months', scaleType: 'point', data: SHORT_MONTHS }]}
          yAxis={[{ width: 48, valueFormatter: thousands }]}
          series={LINES.map((entry) => ({
            id: entry.id,
            label: entry.label,
            data: cumulative(entry.revenue),
            valueFormatter: thousands,
            highlightScope: highlight,
          }))}
          highlightedAxis={highlightedAxis}
          onHighlightedAxisChange={onAxisHighlight}
          highlightedItem={seriesHighlight}
          onHighlightChange={onSeriesHighlight}
        />
      </Paper>
    </Box>
  );
}
