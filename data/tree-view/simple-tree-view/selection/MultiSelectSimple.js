import * as React from 'react';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { SimpleTreeView } from '@mui/x-tree-view/SimpleTreeView';
import { TreeItem } from '@mui/x-tree-view/TreeItem';

export default function MultiSelectSimple() {
  const [selected, setSelected] = React.useState(['photo-1', 'photo-2']);

  return (
    <Box sx={{ minHeight: 260, minWidth: 260 }}>
      <Typography variant="body2" sx={{ mb: 1 }}>
        {selected.length} selected: use Ctrl/Cmd+click or Shift+click
      </Typography>
      <SimpleTreeView
        aria-label="Photo album"
        multiSelect
        selectedItems={selected}
        onSelectedItemsChange={(_event, itemIds) => setSelected(itemIds)}
        defaultExpandedItems={['album']}
      >
        <TreeItem itemId="album" label="Iceland 2025">
          <TreeItem itemId="photo-1" label="Glacier lagoon" />
          <TreeItem itemId="photo-2" label="Black sand beach" />
          <TreeItem itemId="photo-3" label="Puffins" />
          <TreeItem itemId="photo-4" label="Northern lights" />
        </TreeItem>
      </SimpleTreeView>
    </Box>
  );
}
