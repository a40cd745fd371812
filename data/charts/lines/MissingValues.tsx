import * as React from 'react';
import FormControlLabel from '@mui/material/FormControlLabel';
import Switch from '@mui/material/Switch';
import Stack from '@mui/material/Stack';
import { LineChart } from '@mui/x-charts/LineChart';

const days = ['Mon', 'Tue', 'Wed', 'Thu', 'Fri', 'Sat', 'Sun', 'Mon ', 'Tue ', 'Wed '];
// The sensor was offline on Thursday and Friday, and again on the second Tuesday.
const humidity = [61, 64, 66, null, null, 58, 55, 57, null, 63];

export default function MissingValues() {
  const [connectNulls, setConnectNulls] = React.useState(false);
  return (
    <Stack>
      <FormControlLabel
        control={<Switch checked={connectNulls} onChange={(event) => setConnectNulls(event.target.checked)} />}
        label="connectNulls"
      />
      <LineChart
        height={300}
        xAxis={[{ scaleType: 'point', data: days }]}
        yAxis={[{ label: 'Humidity (%)', min: 40, max: 80 }]}
        series={[
          {
            id: 'humidity',
            data: humidity,
            label: 'Greenhouse humidity',
            connectNulls,
            valueFormatter: (value) => (value === null ? 'no reading' : `${value}%`),
          },
        ]}
      />
    </Stack>
  );
}
