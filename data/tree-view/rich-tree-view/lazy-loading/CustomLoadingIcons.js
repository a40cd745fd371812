import Box from '@mui/material/Box';
import LinearProgress from '@mui/material/LinearProgress';
import { RichTreeViewPro } from '@mui/x-tree-view-pro/RichTreeViewPro';
import { TreeItem } from '@mui/x-tree-view/TreeItem';
import { fetchDriveEntries } from './fakeDrive';

const NO_ITEMS = [];

const DATA_SOURCE = {
  getTreeItems: fetchDriveEntries,
  getChildrenCount: (entry) => entry.childrenCount,
};

// A thin progress bar instead of the default spinner.
function SmallBar() {
  return <LinearProgress aria-label="Loading" sx={{ width: 16 }} />;
}

const ITEM_SLOTS = { loadingIcon: SmallBar };

function DriveItem(props) {
  return <TreeItem {...props} slots={ITEM_SLOTS} />;
}

const TREE_SLOTS = { item: DriveItem };

export default function CustomLoadingIcons() {
  return (
    <Box sx={{ minHeight: 300, minWidth: 260 }}>
      <RichTreeViewPro aria-label="Cloud drive" items={NO_ITEMS} dataSource={DATA_SOURCE} slots={TREE_SLOTS} />
    </Box>
  );
}
