import * as React from 'react';
import Box from '@mui/material/Box';
import Stack from '@mui/material/Stack';
import FormControlLabel from '@mui/material/FormControlLabel';
import Switch from '@mui/material/Switch';
import { Unstable_SankeyChart as SankeyChart } from '@mui/x-charts-pro/SankeyChart';
import { useIsBrowser } from './useIsBrowser';

const links = [
  { source: 'Backlog', target: 'In progress', value: 46 },
  { source: 'Backlog', target: 'Dropped', value: 14 },
  { source: 'In progress', target: 'Review', value: 38 },
  { source: 'In progress', target: 'Blocked', value: 8 },
  { source: 'Review', target: 'Done', value: 33 },
  { source: 'Review', target: 'Reopened', value: 5 },
];

export default function SankeyLabelsAndValues() {
  const isBrowser = useIsBrowser();
  const [showLabels, setShowLabels] = React.useState(true);
  const [showValues, setShowValues] = React.useState(true);
  return (
    <Stack spacing={1}>
      <Stack direction="row" spacing={2}>
        <FormControlLabel
          control={<Switch checked={showLabels} onChange={(event) => setShowLabels(event.target.checked)} />}
          label="Node labels"
        />
        <FormControlLabel
          control={<Switch checked={showValues} onChange={(event) => setShowValues(event.target.checked)} />}
          label="Link values"
        />
      </Stack>
      {isBrowser ? (
        <SankeyChart
          height={300}
          series={{
            id: 'tickets',
            data: { links },
            nodeOptions: { showLabels },
            linkOptions: { showValues },
          }}
        />
      ) : (
        <Box sx={{ height: 300 }} />
      )}
    </Stack>
  );
}
