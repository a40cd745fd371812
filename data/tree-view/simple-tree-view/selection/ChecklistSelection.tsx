import * as React from 'react';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { SimpleTreeView } from '@mui/x-tree-view/SimpleTreeView';
import { TreeItem } from '@mui/x-tree-view/TreeItem';

export default function ChecklistSelection() {
  const [packed, setPacked] = React.useState<string[]>(['tent']);

  return (
    <Box sx={{ minHeight: 300, minWidth: 260 }}>
      <SimpleTreeView
        aria-label="Camping checklist"
        multiSelect
        checkboxSelection
        selectionPropagation={{ parents: true, descendants: true }}
        selectedItems={packed}
        onSelectedItemsChange={(event, itemIds) => setPacked(itemIds)}
        defaultExpandedItems={['shelter', 'kitchen']}
      >
        <TreeItem itemId="shelter" label="Shelter">
          <TreeItem itemId="tent" label="Tent" />
          <TreeItem itemId="sleeping-bag" label="Sleeping bag" />
        </TreeItem>
        <TreeItem itemId="kitchen" label="Kitchen">
          <TreeItem itemId="stove" label="Stove" />
          <TreeItem itemId="pot" label="Pot" />
          <TreeItem itemId="lighter" label="Lighter" />
        </TreeItem>
        <TreeItem itemId="map" label="Paper map" />
      </SimpleTreeView>
      <Typography variant="body2" color="text.secondary" sx={{ mt: 1 }}>
        Packed: {packed.length ? packed.join(', ') : 'nothing yet'}
      </Typography>
    </Box>
  );
}
