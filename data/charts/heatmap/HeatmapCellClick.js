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
          // In 8.29.3 the clicked item carries `dataIndex` (the entry in `data`), not `xIndex`/`yIndex`;
          // the entry's own [x, y] indexes locate the cell on the axes.
          if (item.dataIndex !== undefined) {
            const [xIndex, yIndex] = tickets[item.dataIndex];
            setCell({ xIndex, yIndex });
          }
        }}
      />
    </Stack>
  );
}
