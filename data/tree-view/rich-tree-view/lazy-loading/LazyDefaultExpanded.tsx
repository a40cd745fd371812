import Box from '@mui/material/Box';
import { RichTreeViewPro } from '@mui/x-tree-view-pro/RichTreeViewPro';
import { fetchDriveEntries, DriveEntry } from './fakeDrive';

const NO_ITEMS: DriveEntry[] = [];

const DATA_SOURCE = {
  getTreeItems: fetchDriveEntries,
  getChildrenCount: (entry: DriveEntry) => entry.childrenCount,
};

// Opened on load: the tree fetches their children as soon as they appear.
const OPEN_ON_LOAD = ['documents', 'documents/invoices'];

export default function LazyDefaultExpanded() {
  return (
    <Box sx={{ minHeight: 320, minWidth: 260 }}>
      <RichTreeViewPro
        aria-label="Cloud drive, documents open"
        items={NO_ITEMS}
        dataSource={DATA_SOURCE}
        defaultExpandedItems={OPEN_ON_LOAD}
      />
    </Box>
  );
}
