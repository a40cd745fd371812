import * as React from 'react';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { RichTreeView } from '@mui/x-tree-view/RichTreeView';

const INITIAL_NOTEBOOKS = [
  {
    id: 'work',
    label: 'Work notes',
    children: [
      { id: 'standup', label: 'Standup' },
      { id: 'retro', label: 'Retrospective' },
    ],
  },
  { id: 'ideas', label: 'Ideas' },
];

function renameItem(items, itemId, label) {
  return items.map((item) => {
    if (item.id === itemId) {
      return { ...item, label };
    }
    return item.children ? { ...item, children: renameItem(item.children, itemId, label) } : item;
  });
}

export default function PersistLabelsState() {
  const [notebooks, setNotebooks] = React.useState(INITIAL_NOTEBOOKS);

  return (
    <Box sx={{ minHeight: 280, minWidth: 280 }}>
      <RichTreeView
        aria-label="Notebooks"
        items={notebooks}
        isItemEditable
        defaultExpandedItems={['work']}
        onItemLabelChange={(itemId, newLabel) => setNotebooks((previous) => renameItem(previous, itemId, newLabel))}
      />
      <Typography variant="caption" component="pre" sx={{ mt: 1, whiteSpace: 'pre-wrap' }}>
        {JSON.stringify(notebooks, null, 1)}
      </Typography>
    </Box>
  );
}
