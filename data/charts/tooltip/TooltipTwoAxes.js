import * as React from 'react';
import FormControlLabel from '@mui/material/FormControlLabel';
import Stack from '@mui/material/Stack';
import Switch from '@mui/material/Switch';
import { LineChart } from '@mui/x-charts/LineChart';

const months = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'];
const thisYear = [42, 45, 51, 58, 63, 70, 74, 72, 66, 60, 55, 61];
const lastYear = [38, 40, 44, 47, 55, 61, 66, 65, 58, 52, 49, 53];

export default function TooltipTwoAxes() {
  const [ignoreLastYear, setIgnoreLastYear] = React.useState(true);

  return (
    <Stack sx={{ width: '100%' }}>
      <FormControlLabel
        control={<Switch checked={ignoreLastYear} onChange={(event) => setIgnoreLastYear(event.target.checked)} />}
        label="ignoreTooltip on the 2024 axis"
      />
      <LineChart
        height={300}
        title="Monthly orders in 2025, with 2024 for reference"
        xAxis={[
          { id: '2025', scaleType: 'point', data: months, valueFormatter: (month) => `${month} 2025` },
          {
            // The reference year has its own axis, drawn on top; the same months line up.
            id: '2024',
            scaleType: 'point',
            data: months,
            position: 'top',
            valueFormatter: (month) => `${month} 2024`,
            ignoreTooltip: ignoreLastYear,
          },
        ]}
        series={[
          { id: 'this-year', data: thisYear, label: '2025', xAxisId: '2025' },
          { id: 'last-year', data: lastYear, label: '2024', xAxisId: '2024', color: '#bdbdbd', showMark: false },
        ]}
      />
    </Stack>
  );
}
