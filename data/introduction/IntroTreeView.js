import Box from '@mui/material/Box';
import { RichTreeView } from '@mui/x-tree-view/RichTreeView';

const items = [
  {
    id: 'src',
    label: 'src',
    children: [
      {
        id: 'components',
        label: 'components',
        children: [
          { id: 'header', label: 'Header.tsx' },
          { id: 'footer', label: 'Footer.tsx' },
        ],
      },
      { id: 'app', label: 'App.tsx' },
      { id: 'main', label: 'main.tsx' },
    ],
  },
  {
    id: 'public',
    label: 'public',
    children: [{ id: 'favicon', label: 'favicon.svg' }],
  },
  { id: 'package', label: 'package.json' },
];

export default function IntroTreeView() {
  return (
    <Box sx={{ minHeight: 260, minWidth: 250 }}>
      <RichTreeView items={items} defaultExpandedItems={['src', 'components']} />
    </Box>
  );
}
