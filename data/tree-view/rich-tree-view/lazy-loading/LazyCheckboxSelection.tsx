import * as React from 'react';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { RichTreeViewPro } from '@mui/x-tree-view-pro/RichTreeViewPro';
import { fetchDriveEntries, DriveEntry } from './fakeDrive';

const NO_ITEMS: DriveEntry[] = [];

const DATA_SOURCE = {
  getTreeItems: fetchDriveEntries,
  getChildrenCount: (entry: DriveEntry) => entry.childrenCount,
};

export default function LazyCheckboxSelection() {
  const [selected, setSelected] = React.useState<string[]>([]);
  return (
    <Box sx={{ minHeight: 320, minWidth: 280 }}>
      <RichTreeViewPro
        aria-label="Files to share"
        items={NO_ITEMS}
        dataSource={DATA_SOURCE}
        multiSelect
        checkboxSelection
        selectionPropagation={{ descendants: true, parents: true }}
        selectedItems={selected}
        onSelectedItemsChange={(_event, itemIds) => setSelected(itemIds)}
      />
      <Typography variant="body2" sx={{ mt: 1 }}>
        {selected.length} items selected
      </Typography>
    </Box>
  );
}
