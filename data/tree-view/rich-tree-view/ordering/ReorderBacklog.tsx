import * as React from 'react';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { RichTreeViewPro } from '@mui/x-tree-view-pro/RichTreeViewPro';
import type { TreeViewDefaultItemModelProperties } from '@mui/x-tree-view/models';

const BACKLOG: TreeViewDefaultItemModelProperties[] = [
  {
    id: 'sprint-12',
    label: 'Sprint 12',
    children: [
      { id: 'login-bug', label: 'Fix login redirect' },
      { id: 'dark-mode', label: 'Dark mode toggle' },
      { id: 'csv-export', label: 'CSV export' },
    ],
  },
  {
    id: 'icebox',
    label: 'Icebox',
    children: [{ id: 'pdf-export', label: 'Export to PDF' }],
  },
];

export default function ReorderBacklog() {
  const [lastMove, setLastMove] = React.useState<string | null>(null);

  return (
    <Box sx={{ minHeight: 300, minWidth: 280 }}>
      <RichTreeViewPro
        aria-label="Backlog"
        items={BACKLOG}
        itemsReordering
        defaultExpandedItems={['sprint-12', 'icebox']}
        onItemPositionChange={({ itemId, oldPosition, newPosition }) =>
          setLastMove(
            `${itemId}: ${oldPosition.parentId ?? 'root'} #${oldPosition.index} → ${
              newPosition.parentId ?? 'root'
            } #${newPosition.index}`,
          )
        }
      />
      <Typography variant="body2" color="text.secondary" sx={{ mt: 1 }}>
        {lastMove ?? 'Drag a task to another place or into another sprint.'}
      </Typography>
    </Box>
  );
}
