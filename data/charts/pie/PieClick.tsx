import * as React from 'react';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { PieChart } from '@mui/x-charts/PieChart';

const tickets = [
  { id: 'billing', value: 34, label: 'Billing' },
  { id: 'login', value: 21, label: 'Login' },
  { id: 'bugs', value: 28, label: 'Bugs' },
  { id: 'feature', value: 17, label: 'Feature requests' },
];

export default function PieClick() {
  const [selected, setSelected] = React.useState<number | null>(null);

  return (
    <Stack spacing={1} sx={{ width: '100%' }}>
      <PieChart
        height={280}
        series={[{ id: 'topics', data: tickets }]}
        // The identifier gives the series id and the index of the clicked arc.
        onItemClick={(_event, item) => setSelected(item.dataIndex)}
      />
      <Typography variant="body2">
        {selected === null
          ? 'Click an arc to filter the ticket list.'
          : `Showing ${tickets[selected].value} tickets about ${tickets[selected].label.toLowerCase()}.`}
      </Typography>
    </Stack>
  );
}
