import * as React from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import { SimpleTreeView } from '@mui/x-tree-view/SimpleTreeView';
import { TreeItem } from '@mui/x-tree-view/TreeItem';
import { useSimpleTreeViewApiRef } from '@mui/x-tree-view/hooks';

export default function IconTriggerSimple() {
  const apiRef = useSimpleTreeViewApiRef();
  const [selected, setSelected] = React.useState<string | null>(null);

  return (
    <Box sx={{ minHeight: 260, minWidth: 260 }}>
      <Button size="small" sx={{ mb: 1 }} onClick={() => apiRef.current?.setItemExpansion({ itemId: 'music' })}>
        Toggle the Music folder
      </Button>
      <SimpleTreeView
        aria-label="Media folders"
        apiRef={apiRef}
        expansionTrigger="iconContainer"
        selectedItems={selected}
        onSelectedItemsChange={(event, itemId) => setSelected(itemId)}
      >
        <TreeItem itemId="music" label="Music">
          <TreeItem itemId="music-jazz" label="Jazz" />
          <TreeItem itemId="music-folk" label="Folk" />
        </TreeItem>
        <TreeItem itemId="videos" label="Videos">
          <TreeItem itemId="videos-holidays" label="Holidays" />
        </TreeItem>
      </SimpleTreeView>
      <Typography variant="body2" color="text.secondary" sx={{ mt: 1 }}>
        Selected folder: {selected ?? 'none'} (click a label to select, an arrow to open)
      </Typography>
    </Box>
  );
}
