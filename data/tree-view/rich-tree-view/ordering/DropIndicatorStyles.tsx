import Box from '@mui/material/Box';
import { RichTreeViewPro } from '@mui/x-tree-view-pro/RichTreeViewPro';
import { treeItemClasses } from '@mui/x-tree-view/TreeItem';
import { TreeViewBaseItem } from '@mui/x-tree-view/models';

const ROADMAP: TreeViewBaseItem[] = [
  {
    id: 'now',
    label: 'Now',
    children: [
      { id: 'dark-mode', label: 'Dark mode' },
      { id: 'export', label: 'PDF export' },
    ],
  },
  { id: 'later', label: 'Later', children: [{ id: 'offline', label: 'Offline mode' }] },
];

export default function DropIndicatorStyles() {
  return (
    <Box sx={{ minHeight: 240, minWidth: 260 }}>
      <RichTreeViewPro
        aria-label="Roadmap"
        items={ROADMAP}
        itemsReordering
        defaultExpandedItems={['now', 'later']}
        sx={{
          // The overlay drawn over the target row while an item is dragged.
          [`& .${treeItemClasses.dragAndDropOverlay}`]: {
            borderColor: 'secondary.main',
            borderWidth: 2,
          },
        }}
      />
    </Box>
  );
}
