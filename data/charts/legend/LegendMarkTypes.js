import * as React from 'react';
import Stack from '@mui/material/Stack';
import ToggleButton from '@mui/material/ToggleButton';
import ToggleButtonGroup from '@mui/material/ToggleButtonGroup';
import { LineChart } from '@mui/x-charts/LineChart';

const hours = ['6h', '9h', '12h', '15h', '18h', '21h'];

export default function LegendMarkTypes() {
  const [markType, setMarkType] = React.useState('line');
  return (
    <Stack spacing={2}>
      <ToggleButtonGroup
        size="small"
        exclusive
        value={markType}
        onChange={(_event, value) => value && setMarkType(value)}
        aria-label="Legend mark type"
      >
        <ToggleButton value="square">square</ToggleButton>
        <ToggleButton value="circle">circle</ToggleButton>
        <ToggleButton value="line">line</ToggleButton>
      </ToggleButtonGroup>
      <LineChart
        height={260}
        xAxis={[{ scaleType: 'point', data: hours }]}
        series={[
          { id: 'indoor', label: 'Indoor (°C)', data: [19, 20, 22, 23, 22, 21], labelMarkType: markType },
          { id: 'outdoor', label: 'Outdoor (°C)', data: [8, 12, 17, 19, 15, 11], labelMarkType: markType },
        ]}
      />
    </Stack>
  );
}
