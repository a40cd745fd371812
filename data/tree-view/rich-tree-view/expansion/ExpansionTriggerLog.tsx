import * as React from 'react';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { RichTreeView } from '@mui/x-tree-view/RichTreeView';
import type { TreeViewDefaultItemModelProperties } from '@mui/x-tree-view/models';

const LIBRARY: TreeViewDefaultItemModelProperties[] = [
  {
    id: 'fiction',
    label: 'Fiction',
    children: [
      { id: 'novels', label: 'Novels' },
      { id: 'short-stories', label: 'Short stories' },
    ],
  },
  {
    id: 'non-fiction',
    label: 'Non-fiction',
    children: [
      { id: 'history', label: 'History' },
      { id: 'science', label: 'Science' },
    ],
  },
];

export default function ExpansionTriggerLog() {
  const [log, setLog] = React.useState<string[]>([]);

  return (
    <Box sx={{ minHeight: 280, minWidth: 260 }}>
      <RichTreeView
        aria-label="Library sections"
        items={LIBRARY}
        expansionTrigger="iconContainer"
        onItemExpansionToggle={(event, itemId, isExpanded) =>
          setLog((previous) => [`${itemId} ${isExpanded ? 'opened' : 'closed'}`, ...previous].slice(0, 3))
        }
      />
      <Typography variant="body2" color="text.secondary" sx={{ mt: 1 }}>
        {log.length ? log.join(' · ') : 'Click an arrow to open a section; click a label to select it.'}
      </Typography>
    </Box>
  );
}
