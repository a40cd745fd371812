import Box from '@mui/material/Box';
import { RichTreeViewPro } from '@mui/x-tree-view-pro/RichTreeViewPro';
import { fetchDriveEntries, DriveEntry } from './fakeDrive';

// The tree starts empty and asks the data source for the root level.
const NO_ITEMS: DriveEntry[] = [];

const DRIVE_DATA_SOURCE = {
  getTreeItems: fetchDriveEntries,
  getChildrenCount: (entry: DriveEntry) => entry.childrenCount,
};

export default function LazyLoadingDrive() {
  return (
    <Box sx={{ minHeight: 300, minWidth: 260 }}>
      <RichTreeViewPro aria-label="Cloud drive" items={NO_ITEMS} dataSource={DRIVE_DATA_SOURCE} />
    </Box>
  );
}
