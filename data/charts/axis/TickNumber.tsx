import * as React from 'react';
import Box from '@mui/material/Box';
import Slider from '@mui/material/Slider';
import Typography from '@mui/material/Typography';
import { LineChart } from '@mui/x-charts/LineChart';

const years = [2016, 2017, 2018, 2019, 2020, 2021, 2022, 2023, 2024, 2025];
const subscribers = [1.2, 1.9, 2.7, 3.1, 4.8, 6.2, 6.9, 7.4, 8.8, 9.6];

export default function TickNumber() {
  const [tickNumber, setTickNumber] = React.useState(5);

  return (
    <Box sx={{ width: '100%' }}>
      <Typography id="tick-number-label" variant="body2">
        tickNumber: {tickNumber}
      </Typography>
      <Slider
        value={tickNumber}
        min={2}
        max={20}
        onChange={(_event, value) => setTickNumber(value as number)}
        aria-labelledby="tick-number-label"
        sx={{ maxWidth: 300 }}
      />
      <LineChart
        height={300}
        // tickMinStep: 1 keeps the year axis from showing half years, whatever the tickNumber.
        xAxis={[
          { data: years, scaleType: 'linear', tickNumber, tickMinStep: 1, valueFormatter: (v: number) => `${v}` },
        ]}
        yAxis={[{ tickNumber, valueFormatter: (v: number) => `${v}M`, width: 50 }]}
        series={[{ id: 'subs', data: subscribers, label: 'Subscribers (millions)' }]}
        hideLegend
      />
    </Box>
  );
}
