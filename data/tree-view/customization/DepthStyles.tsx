import Box from '@mui/material/Box';
import { RichTreeView } from '@mui/x-tree-view/RichTreeView';
import { treeItemClasses } from '@mui/x-tree-view/TreeItem';
import { TreeViewBaseItem } from '@mui/x-tree-view/models';

const CONTRACT: TreeViewBaseItem[] = [
  {
    id: 'part-1',
    label: 'Part I. General terms',
    children: [
      {
        id: 'art-1',
        label: 'Article 1. Definitions',
        children: [
          { id: 'art-1-1', label: '1.1 Services' },
          { id: 'art-1-2', label: '1.2 Deliverables' },
        ],
      },
      { id: 'art-2', label: 'Article 2. Duration' },
    ],
  },
];

export default function DepthStyles() {
  return (
    <Box sx={{ minHeight: 240, minWidth: 280 }}>
      <RichTreeView
        aria-label="Contract outline"
        items={CONTRACT}
        defaultExpandedItems={['part-1', 'art-1']}
        sx={{
          // --TreeView-itemDepth is 0 for root items, 1 for their children, and so on.
          [`& .${treeItemClasses.label}`]: {
            fontSize: 'calc(1.05rem - var(--TreeView-itemDepth) * 0.08rem)',
            fontWeight: 'calc(700 - var(--TreeView-itemDepth) * 150)',
          },
        }}
      />
    </Box>
  );
}
