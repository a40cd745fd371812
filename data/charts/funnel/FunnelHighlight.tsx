import * as React from 'react';
import Stack from '@mui/material/Stack';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemButton from '@mui/material/ListItemButton';
import ListItemText from '@mui/material/ListItemText';
import { FunnelChart } from '@mui/x-charts-pro/FunnelChart';
import type { HighlightItemData } from '@mui/x-charts/context';

const steps = [
  { id: 'install', value: 9800, label: 'Installed the app' },
  { id: 'open', value: 7400, label: 'Opened it twice' },
  { id: 'notify', value: 4100, label: 'Allowed notifications' },
  { id: 'subscribe', value: 950, label: 'Subscribed' },
];

export default function FunnelHighlight() {
  const [highlighted, setHighlighted] = React.useState<HighlightItemData | null>(null);
  return (
    <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2}>
      <List dense sx={{ width: { sm: 220 }, flexShrink: 0 }} aria-label="Funnel steps">
        {steps.map((step, dataIndex) => (
          <ListItem key={step.id} disablePadding>
            <ListItemButton
              selected={highlighted?.dataIndex === dataIndex}
              onMouseEnter={() => setHighlighted({ seriesId: 'app', dataIndex })}
              onFocus={() => setHighlighted({ seriesId: 'app', dataIndex })}
              onMouseLeave={() => setHighlighted(null)}
              onBlur={() => setHighlighted(null)}
            >
              <ListItemText primary={step.label} secondary={`${step.value.toLocaleString('en-US')} users`} />
            </ListItemButton>
          </ListItem>
        ))}
      </List>
      <FunnelChart
        height={300}
        sx={{ flex: 1 }}
        hideLegend
        highlightedItem={highlighted}
        onHighlightChange={setHighlighted}
        series={[{ id: 'app', data: steps, highlightScope: { highlight: 'item', fade: 'global' } }]}
      />
    </Stack>
  );
}
