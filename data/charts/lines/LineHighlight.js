import * as React from 'react';
import FormControlLabel from '@mui/material/FormControlLabel';
import Stack from '@mui/material/Stack';
import Switch from '@mui/material/Switch';
import { LineChart } from '@mui/x-charts/LineChart';

const years = ['2019', '2020', '2021', '2022', '2023', '2024', '2025'];
const languages = [
  { id: 'ts', label: 'TypeScript', data: [17, 22, 27, 34, 38, 41, 44] },
  { id: 'py', label: 'Python', data: [41, 44, 47, 48, 49, 51, 52] },
  { id: 'go', label: 'Go', data: [8, 9, 11, 12, 13, 14, 14] },
  { id: 'rs', label: 'Rust', data: [3, 5, 7, 9, 12, 13, 15] },
];

export default function LineHighlight() {
  const [disableLineItemHighlight, setDisable] = React.useState(false);

  return (
    <Stack sx={{ width: '100%' }}>
      <FormControlLabel
        control={<Switch checked={disableLineItemHighlight} onChange={(event) => setDisable(event.target.checked)} />}
        label="disableLineItemHighlight"
      />
      <LineChart
        height={320}
        disableLineItemHighlight={disableLineItemHighlight}
        xAxis={[{ scaleType: 'point', data: years }]}
        yAxis={[{ valueFormatter: (value) => `${value}%` }]}
        // Hovering a line emphasizes it and fades the others.
        series={languages.map((language) => ({
          ...language,
          showMark: false,
          highlightScope: { highlight: 'series', fade: 'global' },
        }))}
      />
    </Stack>
  );
}
