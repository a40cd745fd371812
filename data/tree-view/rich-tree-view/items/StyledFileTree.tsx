import Box from '@mui/material/Box';
import { RichTreeView } from '@mui/x-tree-view/RichTreeView';
import type { TreeViewDefaultItemModelProperties } from '@mui/x-tree-view/models';

const DOCUMENTS: TreeViewDefaultItemModelProperties[] = [
  {
    id: 'handbook',
    label: 'Handbook',
    children: [
      { id: 'handbook/onboarding.md', label: 'Onboarding.md' },
      { id: 'handbook/holidays.md', label: 'Holidays.md' },
    ],
  },
  {
    id: 'reports',
    label: 'Reports',
    children: [{ id: 'reports/2025-q1.pdf', label: '2025-Q1.pdf' }],
  },
  { id: 'readme.md', label: 'README.md' },
];

export default function StyledFileTree() {
  return (
    <Box
      sx={{
        minHeight: 200,
        maxWidth: 320,
        '& .MuiTreeItem-content': { borderRadius: '8px', py: 0.5 },
        '& .MuiTreeItem-content[data-selected]': { bgcolor: 'rgba(14, 165, 233, 0.18)' },
        '& .MuiTreeItem-label': { fontSize: '0.875rem', fontWeight: 500 },
      }}
    >
      <RichTreeView
        items={DOCUMENTS}
        defaultExpandedItems={['handbook']}
        defaultSelectedItems="handbook/onboarding.md"
      />
    </Box>
  );
}
