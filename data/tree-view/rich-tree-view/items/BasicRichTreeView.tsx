import Box from '@mui/material/Box';
import { RichTreeView } from '@mui/x-tree-view/RichTreeView';
import type { TreeViewDefaultItemModelProperties } from '@mui/x-tree-view/models';

const PROJECT_FILES: TreeViewDefaultItemModelProperties[] = [
  {
    id: 'src',
    label: 'src',
    children: [
      {
        id: 'src/components',
        label: 'components',
        children: [
          { id: 'src/components/Header.tsx', label: 'Header.tsx' },
          { id: 'src/components/Footer.tsx', label: 'Footer.tsx' },
        ],
      },
      { id: 'src/main.tsx', label: 'main.tsx' },
    ],
  },
  {
    id: 'public',
    label: 'public',
    children: [{ id: 'public/favicon.svg', label: 'favicon.svg' }],
  },
  { id: 'package.json', label: 'package.json' },
];

export default function BasicRichTreeView() {
  return (
    <Box sx={{ minHeight: 260, minWidth: 240 }}>
      <RichTreeView aria-label="Project files" items={PROJECT_FILES} />
    </Box>
  );
}
