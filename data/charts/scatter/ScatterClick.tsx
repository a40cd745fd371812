import * as React from 'react';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { ScatterChart } from '@mui/x-charts/ScatterChart';

const employees = [
  { id: 'Ana', x: 2, y: 3.1 },
  { id: 'Ben', x: 5, y: 3.9 },
  { id: 'Chen', x: 8, y: 4.4 },
  { id: 'Dara', x: 3, y: 4.6 },
  { id: 'Eli', x: 11, y: 4.1 },
  { id: 'Fay', x: 6, y: 2.8 },
  { id: 'Gus', x: 9, y: 4.8 },
];

export default function ScatterClick() {
  const [selected, setSelected] = React.useState<(typeof employees)[number] | null>(null);

  return (
    <Stack spacing={1} sx={{ width: '100%' }}>
      <ScatterChart
        height={300}
        xAxis={[{ label: 'Years at the company', min: 0 }]}
        yAxis={[{ label: 'Review score', min: 2, max: 5, width: 60 }]}
        series={[{ id: 'team', data: employees, label: 'Team' }]}
        // With the default Voronoi interaction, a click selects the closest point.
        onItemClick={(_event: unknown, item: { dataIndex: number }) => setSelected(employees[item.dataIndex])}
        hideLegend
      />
      <Typography variant="body2">
        {selected
          ? `${selected.id}: ${selected.x} years, score ${selected.y}`
          : 'Click near a point to select an employee.'}
      </Typography>
    </Stack>
  );
}
