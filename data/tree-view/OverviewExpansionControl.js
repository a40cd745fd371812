import * as React from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import { RichTreeView } from '@mui/x-tree-view/RichTreeView';

const items = [
  {
    id: 'handbook',
    label: 'Handbook',
    children: [
      { id: 'welcome', label: 'Welcome' },
      {
        id: 'policies',
        label: 'Policies',
        children: [
          { id: 'leave', label: 'Leave' },
          { id: 'travel', label: 'Travel' },
        ],
      },
    ],
  },
  {
    id: 'engineering',
    label: 'Engineering',
    children: [
      { id: 'onboarding', label: 'Onboarding' },
      { id: 'on-call', label: 'On-call' },
    ],
  },
];

const PARENTS = ['handbook', 'policies', 'engineering'];

/** The expanded items are state the page owns: buttons open or close every folder at once. */
export default function OverviewExpansionControl() {
  const [expanded, setExpanded] = React.useState([]);
  return (
    <Stack spacing={1} sx={{ minHeight: 260 }}>
      <Stack direction="row" spacing={1}>
        <Button size="small" variant="outlined" onClick={() => setExpanded(PARENTS)}>
          Expand all
        </Button>
        <Button size="small" variant="outlined" onClick={() => setExpanded([])}>
          Collapse all
        </Button>
      </Stack>
      <Box>
        <RichTreeView
          aria-label="Company wiki"
          items={items}
          expandedItems={expanded}
          onExpandedItemsChange={(_event, ids) => setExpanded(ids)}
        />
      </Box>
    </Stack>
  );
}
