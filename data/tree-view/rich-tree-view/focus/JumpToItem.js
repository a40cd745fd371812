import * as React from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import { RichTreeView } from '@mui/x-tree-view/RichTreeView';
import { useRichTreeViewApiRef } from '@mui/x-tree-view/hooks';

const COUNTRIES = [
  {
    id: 'europe',
    label: 'Europe',
    children: [
      {
        id: 'nordics',
        label: 'Nordic countries',
        children: [
          { id: 'norway', label: 'Norway' },
          { id: 'finland', label: 'Finland' },
        ],
      },
      { id: 'portugal', label: 'Portugal' },
    ],
  },
  {
    id: 'africa',
    label: 'Africa',
    children: [
      { id: 'kenya', label: 'Kenya' },
      { id: 'ghana', label: 'Ghana' },
    ],
  },
];

const SHORTCUTS = [
  { id: 'finland', label: 'Finland' },
  { id: 'ghana', label: 'Ghana' },
];

export default function JumpToItem() {
  const apiRef = useRichTreeViewApiRef();

  const jumpTo = (event, itemId) => {
    const api = apiRef.current;
    if (!api) {
      return;
    }
    // Open every ancestor, from the closest one up to the root.
    let parentId = api.getParentId(itemId);
    while (parentId) {
      api.setItemExpansion({ event, itemId: parentId, shouldBeExpanded: true });
      parentId = api.getParentId(parentId);
    }
    // Wait for React to render the newly visible items before focusing.
    requestAnimationFrame(() => {
      api.focusItem(null, itemId);
      api.getItemDOMElement(itemId)?.scrollIntoView({ block: 'nearest' });
    });
  };

  return (
    <Box sx={{ minHeight: 320, minWidth: 260 }}>
      <Stack direction="row" spacing={1} sx={{ mb: 1 }}>
        {SHORTCUTS.map((shortcut) => (
          <Button key={shortcut.id} size="small" variant="outlined" onClick={(event) => jumpTo(event, shortcut.id)}>
            Go to {shortcut.label}
          </Button>
        ))}
      </Stack>
      <RichTreeView aria-label="Countries" items={COUNTRIES} apiRef={apiRef} />
    </Box>
  );
}
