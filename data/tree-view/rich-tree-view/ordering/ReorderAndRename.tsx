import Box from '@mui/material/Box';
import { RichTreeViewPro } from '@mui/x-tree-view-pro/RichTreeViewPro';
import { TreeViewBaseItem } from '@mui/x-tree-view/models';

const BOOKMARKS: TreeViewBaseItem[] = [
  {
    id: 'reading',
    label: 'To read',
    children: [
      { id: 'essay', label: 'Essay on city trees' },
      { id: 'recipe', label: 'Sourdough guide' },
    ],
  },
  { id: 'tools', label: 'Tools', children: [{ id: 'converter', label: 'Unit converter' }] },
];

export default function ReorderAndRename() {
  return (
    <Box sx={{ minHeight: 240, minWidth: 260 }}>
      <RichTreeViewPro
        aria-label="Bookmarks"
        items={BOOKMARKS}
        itemsReordering
        isItemEditable
        defaultExpandedItems={['reading', 'tools']}
      />
    </Box>
  );
}
