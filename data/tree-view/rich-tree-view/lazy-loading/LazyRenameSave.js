import * as React from 'react';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { RichTreeViewPro } from '@mui/x-tree-view-pro/RichTreeViewPro';
import { fetchDriveEntries, wait } from './fakeDrive';

const NO_ITEMS = [];

const DATA_SOURCE = {
  getTreeItems: fetchDriveEntries,
  getChildrenCount: (entry) => entry.childrenCount,
};

// Simulated write request.
async function saveName(entryId, name) {
  await wait(600);
  return `Saved "${name}" for ${entryId}`;
}

export default function LazyRenameSave() {
  const [status, setStatus] = React.useState('Double-click a name to rename it.');

  const handleLabelChange = async (itemId, newLabel) => {
    setStatus(`Saving "${newLabel}"…`);
    setStatus(await saveName(itemId, newLabel));
  };

  return (
    <Box sx={{ minHeight: 300, minWidth: 280 }}>
      <Typography variant="body2" sx={{ mb: 1 }} aria-live="polite">
        {status}
      </Typography>
      <RichTreeViewPro
        aria-label="Cloud drive with renaming"
        items={NO_ITEMS}
        dataSource={DATA_SOURCE}
        isItemEditable
        onItemLabelChange={handleLabelChange}
      />
    </Box>
  );
}
