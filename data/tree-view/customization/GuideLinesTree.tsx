import Box from '@mui/material/Box';
import { RichTreeView } from '@mui/x-tree-view/RichTreeView';
import { treeItemClasses } from '@mui/x-tree-view/TreeItem';
import type { TreeViewDefaultItemModelProperties } from '@mui/x-tree-view/models';

const CHAPTERS: TreeViewDefaultItemModelProperties[] = [
  {
    id: 'basics',
    label: 'Basics',
    children: [
      { id: 'basics-install', label: 'Installation' },
      {
        id: 'basics-usage',
        label: 'Usage',
        children: [
          { id: 'basics-usage-cli', label: 'Command line' },
          { id: 'basics-usage-api', label: 'Programmatic API' },
        ],
      },
    ],
  },
  { id: 'faq', label: 'FAQ', children: [{ id: 'faq-license', label: 'Licensing' }] },
];

export default function GuideLinesTree() {
  return (
    <Box sx={{ minHeight: 280, minWidth: 260 }}>
      <RichTreeView
        aria-label="Guide chapters"
        items={CHAPTERS}
        defaultExpandedItems={['basics', 'basics-usage']}
        defaultSelectedItems="basics-usage-cli"
        sx={{
          [`& .${treeItemClasses.content}`]: {
            borderRadius: 1,
            py: 0.5,
          },
          [`& .${treeItemClasses.content}.${treeItemClasses.selected}`]: {
            bgcolor: 'primary.main',
            color: 'primary.contrastText',
          },
          [`& .${treeItemClasses.content}.${treeItemClasses.selected}:hover`]: {
            bgcolor: 'primary.dark',
          },
          [`& .${treeItemClasses.groupTransition}`]: {
            ml: 2,
            borderLeft: '1px dashed',
            borderColor: 'divider',
          },
          [`& .${treeItemClasses.label}`]: {
            fontSize: '0.9rem',
          },
        }}
      />
    </Box>
  );
}
