import * as React from 'react';
import Stack from '@mui/material/Stack';
import ToggleButton from '@mui/material/ToggleButton';
import ToggleButtonGroup from '@mui/material/ToggleButtonGroup';
import { LineChartPro } from '@mui/x-charts-pro/LineChartPro';
import { days, formatDay, visits } from './zoomData';

const steps = { fine: 1, default: 5, coarse: 25 };
type StepName = keyof typeof steps;

export default function ZoomWheelStep() {
  const [stepName, setStepName] = React.useState<StepName>('default');
  return (
    <Stack spacing={1}>
      <ToggleButtonGroup
        size="small"
        exclusive
        value={stepName}
        onChange={(_event, value: StepName | null) => value && setStepName(value)}
        aria-label="Zoom step"
      >
        <ToggleButton value="fine">step 1</ToggleButton>
        <ToggleButton value="default">step 5 (default)</ToggleButton>
        <ToggleButton value="coarse">step 25</ToggleButton>
      </ToggleButtonGroup>
      <LineChartPro
        height={300}
        xAxis={[
          {
            id: 'days',
            scaleType: 'utc',
            data: days,
            valueFormatter: formatDay,
            zoom: { step: steps[stepName] },
          },
        ]}
        series={[{ id: 'visits', data: visits, label: 'Daily visits', showMark: false }]}
      />
    </Stack>
  );
}
