import * as React from 'react';
import Box from '@mui/material/Box';
import { RichTreeView } from '@mui/x-tree-view/RichTreeView';
import { useRichTreeViewApiRef } from '@mui/x-tree-view/hooks';
import { TreeViewBaseItem } from '@mui/x-tree-view/models';

const CHAPTERS: TreeViewBaseItem[] = [
  {
    id: 'basics',
    label: 'Basics',
    children: [
      { id: 'install', label: 'Installation' },
      {
        id: 'first-steps',
        label: 'First steps',
        children: [{ id: 'hello', label: 'Hello world' }],
      },
    ],
  },
  {
    id: 'guides',
    label: 'Guides',
    children: [
      { id: 'theming', label: 'Theming' },
      { id: 'testing', label: 'Testing' },
    ],
  },
  {
    id: 'reference',
    label: 'Reference',
    children: [{ id: 'cli', label: 'Command line' }],
  },
];

export default function OneBranchOpen() {
  const apiRef = useRichTreeViewApiRef();
  const [expandedItems, setExpandedItems] = React.useState<string[]>([]);

  const handleToggle = (_event: React.SyntheticEvent | null, itemId: string, isExpanded: boolean) => {
    if (!isExpanded) {
      setExpandedItems((previous) => previous.filter((id) => id !== itemId));
      return;
    }
    // Keep only the opened item and its ancestors: every other branch closes.
    const path = [itemId];
    let parentId = apiRef.current?.getParentId(itemId) ?? null;
    while (parentId !== null) {
      path.push(parentId);
      parentId = apiRef.current?.getParentId(parentId) ?? null;
    }
    setExpandedItems(path);
  };

  return (
    <Box sx={{ minHeight: 260, minWidth: 260 }}>
      <RichTreeView
        apiRef={apiRef}
        aria-label="Handbook chapters"
        items={CHAPTERS}
        expandedItems={expandedItems}
        onItemExpansionToggle={handleToggle}
      />
    </Box>
  );
}
