import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { RichTreeView } from '@mui/x-tree-view/RichTreeView';
import { SimpleTreeView } from '@mui/x-tree-view/SimpleTreeView';
import { TreeItem } from '@mui/x-tree-view/TreeItem';

const FOLDERS = [
  {
    id: 'docs',
    label: 'Documents',
    children: [
      { id: 'docs-cv', label: 'Resume.pdf' },
      { id: 'docs-taxes', label: 'Taxes 2025.xlsx' },
    ],
  },
  { id: 'photos', label: 'Photos', children: [{ id: 'photos-cat', label: 'cat.jpg' }] },
  { id: 'music', label: 'Music' },
];

export default function SimpleVersusRich() {
  return (
    <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 4, minHeight: 220 }}>
      <Box sx={{ minWidth: 220 }}>
        <Typography id="simple-tree-title" variant="subtitle2">
          SimpleTreeView (JSX)
        </Typography>
        <SimpleTreeView aria-labelledby="simple-tree-title" defaultExpandedItems={['docs']}>
          <TreeItem itemId="docs" label="Documents">
            <TreeItem itemId="docs-cv" label="Resume.pdf" />
            <TreeItem itemId="docs-taxes" label="Taxes 2025.xlsx" />
          </TreeItem>
          <TreeItem itemId="photos" label="Photos">
            <TreeItem itemId="photos-cat" label="cat.jpg" />
          </TreeItem>
          <TreeItem itemId="music" label="Music" />
        </SimpleTreeView>
      </Box>
      <Box sx={{ minWidth: 220 }}>
        <Typography id="rich-tree-title" variant="subtitle2">
          RichTreeView (items array)
        </Typography>
        <RichTreeView aria-labelledby="rich-tree-title" items={FOLDERS} defaultExpandedItems={['docs']} />
      </Box>
    </Box>
  );
}
