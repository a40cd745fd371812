import * as React from 'react';
import Box from '@mui/material/Box';
import MenuItem from '@mui/material/MenuItem';
import TextField from '@mui/material/TextField';
import { RichTreeView } from '@mui/x-tree-view/RichTreeView';
import { TreeViewBaseItem } from '@mui/x-tree-view/models';

const ATLAS: TreeViewBaseItem[] = [
  {
    id: 'europe',
    label: 'Europe',
    children: [
      {
        id: 'portugal',
        label: 'Portugal',
        children: [
          { id: 'porto', label: 'Porto' },
          { id: 'faro', label: 'Faro' },
        ],
      },
    ],
  },
  {
    id: 'africa',
    label: 'Africa',
    children: [
      {
        id: 'kenya',
        label: 'Kenya',
        children: [{ id: 'mombasa', label: 'Mombasa' }],
      },
    ],
  },
];

// Parent of every id, computed once from the data.
const PARENTS = new Map<string, string>();
function indexParents(items: TreeViewBaseItem[], parentId?: string) {
  items.forEach((item) => {
    if (parentId) {
      PARENTS.set(item.id, parentId);
    }
    indexParents(item.children ?? [], item.id);
  });
}
indexParents(ATLAS);

function ancestorsOf(itemId: string) {
  const result: string[] = [];
  let current = PARENTS.get(itemId);
  while (current) {
    result.push(current);
    current = PARENTS.get(current);
  }
  return result;
}

export default function RevealAncestors() {
  const [city, setCity] = React.useState('');
  const [expanded, setExpanded] = React.useState<string[]>([]);

  const reveal = (itemId: string) => {
    setCity(itemId);
    // Keep what the user opened and add the ancestors of the chosen city.
    setExpanded((previous) => Array.from(new Set([...previous, ...ancestorsOf(itemId)])));
  };

  return (
    <Box sx={{ minHeight: 300, minWidth: 260 }}>
      <TextField
        select
        size="small"
        label="Show city"
        value={city}
        onChange={(event) => reveal(event.target.value)}
        sx={{ mb: 1, minWidth: 180 }}
      >
        {['porto', 'faro', 'mombasa'].map((id) => (
          <MenuItem key={id} value={id}>
            {id[0].toUpperCase() + id.slice(1)}
          </MenuItem>
        ))}
      </TextField>
      <RichTreeView
        aria-label="Atlas"
        items={ATLAS}
        expandedItems={expanded}
        onExpandedItemsChange={(_event, itemIds) => setExpanded(itemIds)}
        selectedItems={city || null}
        onSelectedItemsChange={(_event, itemId) => setCity(itemId ?? '')}
      />
    </Box>
  );
}
