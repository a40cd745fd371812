import * as React from 'react';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { Heatmap } from '@mui/x-charts-pro/Heatmap';
import { hours, tickets, weekdays } from './heatmapData';

export default function HeatmapCellClick() {
  const [cell, setCell] = React.useState(null);
  const value = cell ? tickets.find(([x, y]) => x === cell.xIndex && y === cell.yIndex)?.[2] : undefined;

  return (
    <Stack spacing={1} sx={{ width: '100%' }}>
      <Typography variant="body2" aria-live="polite">
        {cell
          ? `${weekdays[cell.xIndex]} at ${hours[cell.yIndex]}: ${value ?? 'no'} tickets`
          : 'Click a cell to see its slot.'}
      </Typography>
      <Heatmap
        height={320}
        title="Support tickets per weekday and time slot"
        xAxis={[{ data: weekdays }]}
        yAxis={[{ data: hours }]}
        series={[{ id: 'tickets', data: tickets, label: 'Tickets' }]}
        onItemClick={(_event, item) => {
          // xIndex and yIndex locate the cell on the axes, even for a cell without data.
          if (item.xIndex !== undefined && item.yIndex !== undefined) {
            setCell({ xIndex: item.xIndex, yIndex: item.yIndex });
          }
        }}
      />
    </Stack>
  );
}
