import Box from '@mui/material/Box';
import { SimpleTreeView } from '@mui/x-tree-view/SimpleTreeView';
import { TreeItem } from '@mui/x-tree-view/TreeItem';

// Your own class names, added next to the built-in ones.
const WARNING_CLASSES = { content: 'release-row--warning', label: 'release-label' };

export default function ClassesProp() {
  return (
    <Box
      sx={{
        minHeight: 220,
        minWidth: 260,
        '& .release-row--warning': {
          borderLeft: 3,
          borderColor: 'warning.main',
        },
        '& .release-label': { fontStyle: 'italic' },
      }}
    >
      <SimpleTreeView aria-label="Releases" defaultExpandedItems={['v3']}>
        <TreeItem itemId="v3" label="Version 3">
          <TreeItem itemId="v3-1" label="3.1 (current)" />
          <TreeItem itemId="v3-0" label="3.0 (end of support soon)" classes={WARNING_CLASSES} />
        </TreeItem>
        <TreeItem itemId="v2" label="Version 2 (unsupported)" classes={WARNING_CLASSES} />
      </SimpleTreeView>
    </Box>
  );
}
