import Box from '@mui/material/Box';
import { RichTreeViewPro } from '@mui/x-tree-view-pro/RichTreeViewPro';

const MENU = [
  {
    id: 'starters',
    label: 'Starters',
    children: [
      { id: 'soup', label: 'Tomato soup' },
      { id: 'salad', label: 'Green salad' },
    ],
  },
  {
    id: 'mains',
    label: 'Main courses',
    children: [
      { id: 'risotto', label: 'Risotto' },
      { id: 'fish', label: 'Grilled fish' },
    ],
  },
  {
    id: 'desserts',
    label: 'Desserts',
    children: [{ id: 'tart', label: 'Lemon tart' }],
  },
];

const SECTION_IDS = new Set(MENU.map((section) => section.id));

// Sections keep their order; only dishes can be dragged.
const isDish = (itemId) => !SECTION_IDS.has(itemId);

// A dish must land directly inside a section: never at the root, never inside another dish.
const canMoveDish = ({ newPosition }) => newPosition.parentId !== null && SECTION_IDS.has(newPosition.parentId);

export default function RestrictedReorder() {
  return (
    <Box sx={{ minHeight: 330, minWidth: 260 }}>
      <RichTreeViewPro
        aria-label="Restaurant menu"
        items={MENU}
        itemsReordering
        isItemReorderable={isDish}
        canMoveItemToNewPosition={canMoveDish}
        defaultExpandedItems={['starters', 'mains', 'desserts']}
      />
    </Box>
  );
}
