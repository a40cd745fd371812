import { Heatmap } from '@mui/x-charts-pro/Heatmap';
import { PiecewiseColorLegend } from '@mui/x-charts/ChartsLegend';
import { hours, tickets, weekdays } from './heatmapData';

export default function HeatmapColorScale() {
  return (
    <Heatmap
      height={380}
      xAxis={[{ data: weekdays }]}
      yAxis={[{ data: hours }]}
      zAxis={[
        {
          colorMap: {
            type: 'piecewise',
            thresholds: [8, 16, 22],
            colors: ['#e3f2fd', '#90caf9', '#1e88e5', '#0d47a1'],
          },
        },
      ]}
      series={[{ id: 'tickets-load', data: tickets, label: 'Tickets' }]}
      hideLegend={false}
      slots={{ legend: PiecewiseColorLegend }}
      slotProps={{
        legend: { axisDirection: 'z', direction: 'horizontal', position: { vertical: 'bottom', horizontal: 'center' } },
      }}
    />
  );
}
