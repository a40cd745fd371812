import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemText from '@mui/material/ListItemText';
import { ChartsDataProvider } from '@mui/x-charts/ChartsDataProvider';
import { ChartsSurface } from '@mui/x-charts/ChartsSurface';
import { BarPlot } from '@mui/x-charts/BarChart';
import { LinePlot } from '@mui/x-charts/LineChart';
import { ChartsXAxis } from '@mui/x-charts/ChartsXAxis';
import { ChartsYAxis } from '@mui/x-charts/ChartsYAxis';
import { useSeries } from '@mui/x-charts/hooks';

const quarters = ['Q1', 'Q2', 'Q3', 'Q4'];

/** useSeries returns every series grouped by type, each group with its ids in order. */
function SeriesByType() {
  const allSeries = useSeries();
  return (
    <List dense aria-label="Series by type">
      {Object.entries(allSeries).map(([type, group]) => (
        <ListItem key={type}>
          <ListItemText
            primary={`${type}: ${group?.seriesOrder.length ?? 0} series`}
            secondary={group?.seriesOrder
              .map((id) => {
                const one = group.series[id] as { label?: unknown };
                return typeof one.label === 'string' ? one.label : String(id);
              })
              .join(', ')}
          />
        </ListItem>
      ))}
    </List>
  );
}

export default function SeriesOverview() {
  return (
    <ChartsDataProvider
      height={240}
      xAxis={[{ scaleType: 'band', data: quarters }]}
      series={[
        { type: 'bar', id: 'hardware', data: [40, 52, 47, 61], label: 'Hardware', stack: 'sales' },
        { type: 'bar', id: 'services', data: [22, 25, 31, 34], label: 'Services', stack: 'sales' },
        { type: 'line', id: 'plan', data: [60, 70, 75, 90], label: 'Plan' },
      ]}
    >
      <ChartsSurface>
        <BarPlot />
        <LinePlot />
        <ChartsXAxis />
        <ChartsYAxis />
      </ChartsSurface>
      <SeriesByType />
    </ChartsDataProvider>
  );
}
