import * as React from 'react';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { RichTreeView } from '@mui/x-tree-view/RichTreeView';
import { TreeViewBaseItem } from '@mui/x-tree-view/models';

const DOCS: TreeViewBaseItem[] = [
  {
    id: 'guides',
    label: 'Guides',
    children: [
      { id: 'setup', label: 'Setup' },
      { id: 'deploy', label: 'Deploying' },
    ],
  },
  { id: 'faq', label: 'FAQ' },
];

export default function ItemClickLog() {
  const [clicks, setClicks] = React.useState<string[]>([]);
  return (
    <Box sx={{ minHeight: 240, minWidth: 260 }}>
      <RichTreeView
        aria-label="Documentation"
        items={DOCS}
        disableSelection
        onItemClick={(_event, itemId) => setClicks((previous) => [itemId, ...previous].slice(0, 3))}
      />
      <Typography variant="body2" sx={{ mt: 1 }}>
        Last clicks: {clicks.length ? clicks.join(', ') : 'none yet'}
      </Typography>
    </Box>
  );
}
