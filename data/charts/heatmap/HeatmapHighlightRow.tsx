import * as React from 'react';
import Typography from '@mui/material/Typography';
import Stack from '@mui/material/Stack';
import type { HighlightItemData } from '@mui/x-charts/context';
import { Heatmap, heatmapClasses } from '@mui/x-charts-pro/Heatmap';

const rooms = ['Lobby', 'Lab', 'Studio', 'Library', 'Café'];
const slots = ['8h', '10h', '12h', '14h', '16h', '18h'];

// Occupancy (people) per room (x) and hour (y).
const occupancy: [number, number, number][] = rooms.flatMap((_, x) =>
  slots.map((__, y): [number, number, number] => [x, y, Math.round(8 + ((x * 11 + y * 7) % 23) + (y === 2 ? 12 : 0))]),
);

export default function HeatmapHighlightRow() {
  const [highlighted, setHighlighted] = React.useState<HighlightItemData | null>(null);

  const cell = highlighted?.dataIndex === undefined ? null : occupancy[highlighted.dataIndex];

  return (
    <Stack spacing={1}>
      <Typography variant="body2" role="status">
        {cell ? `${rooms[cell[0]]} at ${slots[cell[1]]}: ${cell[2]} people` : 'Hover a cell to see its room and hour.'}
      </Typography>
      <Heatmap
        height={320}
        xAxis={[{ data: rooms }]}
        yAxis={[{ data: slots, width: 50 }]}
        zAxis={[{ colorMap: { type: 'continuous', min: 0, max: 45, color: ['#e0f2f1', '#00695c'] } }]}
        series={[
          {
            id: 'occupancy',
            data: occupancy,
            label: 'People',
            highlightScope: { highlight: 'item', fade: 'global' },
            valueFormatter: (value) => (value ? `${value[2]} people` : ''),
          },
        ]}
        highlightedItem={highlighted}
        onHighlightChange={setHighlighted}
        sx={{
          [`& .${heatmapClasses.faded}`]: { opacity: 0.35 },
          [`& .${heatmapClasses.highlighted}`]: { stroke: '#004d40', strokeWidth: 2 },
        }}
      />
    </Stack>
  );
}
