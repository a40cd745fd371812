import * as React from 'react';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import FolderIcon from '@mui/icons-material/Folder';
import FolderOpenIcon from '@mui/icons-material/FolderOpen';
import DescriptionOutlinedIcon from '@mui/icons-material/DescriptionOutlined';
import { SimpleTreeView } from '@mui/x-tree-view/SimpleTreeView';
import { TreeItem } from '@mui/x-tree-view/TreeItem';

// Tree-level icons: formerly defaultExpandIcon, defaultCollapseIcon and defaultEndIcon.
const ICON_SLOTS = {
  expandIcon: FolderIcon,
  collapseIcon: FolderOpenIcon,
  endIcon: DescriptionOutlinedIcon,
};

export default function MigratedSimpleTree() {
  // Formerly `expanded` + `onNodeToggle`, and `selected` + `onNodeSelect`.
  const [expandedItems, setExpandedItems] = React.useState(['reports']);
  const [selectedItem, setSelectedItem] = React.useState('q1');

  return (
    <Box sx={{ minHeight: 240, minWidth: 260 }}>
      <SimpleTreeView
        aria-label="Reports"
        slots={ICON_SLOTS}
        expandedItems={expandedItems}
        onExpandedItemsChange={(_event, itemIds) => setExpandedItems(itemIds)}
        selectedItems={selectedItem}
        onSelectedItemsChange={(_event, itemId) => setSelectedItem(itemId)}
      >
        {/* Formerly nodeId="reports" */}
        <TreeItem itemId="reports" label="Reports">
          <TreeItem itemId="q1" label="Q1 summary" />
          <TreeItem itemId="q2" label="Q2 summary" />
        </TreeItem>
        <TreeItem itemId="archive" label="Archive" disabled />
      </SimpleTreeView>
      <Typography variant="body2" sx={{ mt: 1 }}>
        Expanded: {expandedItems.join(', ') || 'none'}; selected: {selectedItem ?? 'none'}
      </Typography>
    </Box>
  );
}
