import * as React from 'react';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { RichTreeView } from '@mui/x-tree-view/RichTreeView';
import type { TreeViewDefaultItemModelProperties } from '@mui/x-tree-view/models';

const PLAYLISTS: TreeViewDefaultItemModelProperties[] = [
  {
    id: 'morning',
    label: 'Morning',
    children: [
      { id: 'morning-1', label: 'Sunrise Drive' },
      { id: 'morning-2', label: 'Coffee Steam' },
      { id: 'morning-3', label: 'Open Windows' },
    ],
  },
  {
    id: 'evening',
    label: 'Evening',
    children: [
      { id: 'evening-1', label: 'Slow Lights' },
      { id: 'evening-2', label: 'Night Market' },
    ],
  },
];

export default function MultiSelectRich() {
  const [selected, setSelected] = React.useState<string[]>(['morning-2']);

  return (
    <Box sx={{ minHeight: 280, minWidth: 260 }}>
      <Typography variant="body2" sx={{ mb: 1 }}>
        {selected.length} selected: {selected.join(', ') || 'nothing'}
      </Typography>
      <RichTreeView
        aria-label="Playlists"
        items={PLAYLISTS}
        multiSelect
        selectedItems={selected}
        onSelectedItemsChange={(event, itemIds) => setSelected(itemIds)}
        defaultExpandedItems={['morning', 'evening']}
      />
    </Box>
  );
}
