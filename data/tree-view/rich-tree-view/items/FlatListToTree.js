import * as React from 'react';
import Box from '@mui/material/Box';
import { RichTreeView } from '@mui/x-tree-view/RichTreeView';

const ROWS = [
  { id: 'outdoor', name: 'Outdoor', parentId: null },
  { id: 'camping', name: 'Camping', parentId: 'outdoor' },
  { id: 'tents', name: 'Tents', parentId: 'camping' },
  { id: 'stoves', name: 'Stoves', parentId: 'camping' },
  { id: 'cycling', name: 'Cycling', parentId: 'outdoor' },
  { id: 'kitchen', name: 'Kitchen', parentId: null },
  { id: 'knives', name: 'Knives', parentId: 'kitchen' },
];

function buildTree(rows) {
  const byId = new Map();
  rows.forEach((row) => byId.set(row.id, { id: row.id, label: row.name }));
  const roots = [];
  rows.forEach((row) => {
    const node = byId.get(row.id);
    const parent = row.parentId ? byId.get(row.parentId) : undefined;
    if (parent) {
      parent.children = [...(parent.children ?? []), node];
    } else {
      roots.push(node);
    }
  });
  return roots;
}

export default function FlatListToTree() {
  // Built once; a new array on every render would rebuild the tree.
  const items = React.useMemo(() => buildTree(ROWS), []);
  return (
    <Box sx={{ minHeight: 260, minWidth: 260 }}>
      <RichTreeView aria-label="Shop categories" items={items} defaultExpandedItems={['outdoor', 'camping']} />
    </Box>
  );
}
