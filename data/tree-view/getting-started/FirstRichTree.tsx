import Box from '@mui/material/Box';
import { RichTreeView } from '@mui/x-tree-view/RichTreeView';
import type { TreeViewDefaultItemModelProperties } from '@mui/x-tree-view/models';

const TEAMS: TreeViewDefaultItemModelProperties[] = [
  {
    id: 'engineering',
    label: 'Engineering',
    children: [
      { id: 'frontend', label: 'Frontend' },
      { id: 'backend', label: 'Backend' },
    ],
  },
  { id: 'design', label: 'Design' },
  { id: 'support', label: 'Support', children: [{ id: 'support-emea', label: 'EMEA' }] },
];

export default function FirstRichTree() {
  return (
    <Box sx={{ minHeight: 200, minWidth: 240 }}>
      <RichTreeView aria-label="Teams" items={TEAMS} defaultExpandedItems={['engineering']} />
    </Box>
  );
}
