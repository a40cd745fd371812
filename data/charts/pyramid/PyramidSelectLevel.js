import * as React from 'react';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { FunnelChart } from '@mui/x-charts-pro/FunnelChart';

// Levels of evidence, strongest at the top.
const levels = [
  {
    id: 'reviews',
    label: 'Systematic reviews',
    value: 12,
    note: 'Combine the results of many trials on one question.',
  },
  {
    id: 'trials',
    label: 'Randomized trials',
    value: 85,
    note: 'Assign treatments at random, which rules out most biases.',
  },
  { id: 'cohorts', label: 'Cohort studies', value: 240, note: 'Follow groups over time without assigning treatments.' },
  {
    id: 'cases',
    label: 'Case reports',
    value: 610,
    note: 'Describe single patients; useful for spotting rare effects.',
  },
];

export default function PyramidSelectLevel() {
  const [selected, setSelected] = React.useState(0);
  const level = levels[selected];

  return (
    <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2} sx={{ width: '100%', alignItems: 'center' }}>
      <FunnelChart
        height={300}
        sx={{ flex: 1 }}
        title="Studies found, by level of evidence"
        series={[
          {
            id: 'evidence',
            curve: 'pyramid',
            funnelDirection: 'increasing',
            data: levels.map(({ id, label, value }) => ({ id, label, value })),
            valueFormatter: (item) => `${item.value} studies`,
            highlightScope: { highlight: 'item', fade: 'global' },
          },
        ]}
        // Keep the selected level highlighted after the pointer leaves.
        highlightedItem={{ seriesId: 'evidence', dataIndex: selected }}
        onItemClick={(_event, item) => setSelected(item.dataIndex)}
        hideLegend
      />
      <Paper variant="outlined" sx={{ p: 2, width: { xs: '100%', sm: 240 } }} aria-live="polite">
        <Typography variant="subtitle2">{level.label}</Typography>
        <Typography variant="body2" color="text.secondary">
          {level.value} studies. {level.note}
        </Typography>
      </Paper>
    </Stack>
  );
}
