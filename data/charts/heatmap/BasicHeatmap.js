import { Heatmap } from '@mui/x-charts-pro/Heatmap';
import { hours, tickets, weekdays } from './heatmapData';

export default function BasicHeatmap() {
  return (
    <Heatmap
      height={340}
      xAxis={[{ data: weekdays }]}
      yAxis={[{ data: hours }]}
      series={[
        {
          id: 'tickets',
          data: tickets,
          label: 'Tickets',
          valueFormatter: (value) => (value ? `${value[2]} tickets` : ''),
        },
      ]}
    />
  );
}
