import * as React from 'react';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { BarChart } from '@mui/x-charts/BarChart';

const weekdays = ['Mon', 'Tue', 'Wed', 'Thu', 'Fri'];
const series = [
  { id: 'walk-in', data: [23, 31, 28, 35, 44], label: 'Walk-in' },
  { id: 'booked', data: [40, 38, 45, 41, 52], label: 'Booked' },
];

export default function BarClickEvents() {
  const [itemText, setItemText] = React.useState('Click a bar.');
  const [axisText, setAxisText] = React.useState('Click anywhere in a day.');

  return (
    <Stack spacing={1} sx={{ width: '100%' }}>
      <BarChart
        height={280}
        xAxis={[{ scaleType: 'band', data: weekdays }]}
        series={series}
        onItemClick={(_event, item) => {
          const clicked = series.find((s) => s.id === item.seriesId);
          setItemText(`${clicked?.label} on ${weekdays[item.dataIndex]}: ${clicked?.data[item.dataIndex]} patients`);
        }}
        onAxisClick={(_event, data) => {
          if (!data) {
            return;
          }
          const total = Object.values(data.seriesValues).reduce((sum, value) => sum + (value ?? 0), 0);
          setAxisText(`${data.axisValue}: ${total} patients in total`);
        }}
      />
      <Typography variant="body2">onItemClick: {itemText}</Typography>
      <Typography variant="body2">onAxisClick: {axisText}</Typography>
    </Stack>
  );
}
