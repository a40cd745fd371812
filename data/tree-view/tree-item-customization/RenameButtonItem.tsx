import * as React from 'react';
import Box from '@mui/material/Box';
import IconButton from '@mui/material/IconButton';
import EditOutlinedIcon from '@mui/icons-material/EditOutlined';
import { RichTreeView } from '@mui/x-tree-view/RichTreeView';
import { TreeItem, TreeItemProps } from '@mui/x-tree-view/TreeItem';
import { TreeViewBaseItem } from '@mui/x-tree-view/models';
import { useTreeItemUtils } from '@mui/x-tree-view/hooks';

const FOLDERS: TreeViewBaseItem[] = [
  {
    id: 'projects',
    label: 'Projects',
    children: [
      { id: 'website', label: 'Website redesign' },
      { id: 'mobile', label: 'Mobile app' },
    ],
  },
  { id: 'archive', label: 'Archive' },
];

function RenamableItem(props: TreeItemProps) {
  const { itemId, label, children } = props;
  const { interactions, status } = useTreeItemUtils({ itemId, children });

  const handleRenameClick = (event: React.MouseEvent) => {
    // Without this, the click would also select the item.
    event.stopPropagation();
    interactions.toggleItemEditing();
  };

  return (
    <TreeItem
      {...props}
      label={
        <Box sx={{ display: 'flex', alignItems: 'center', gap: 1 }}>
          <Box component="span" sx={{ flexGrow: 1 }}>
            {label}
          </Box>
          {status.editable ? (
            <IconButton
              size="small"
              aria-label={`Rename ${typeof label === 'string' ? label : itemId}`}
              onClick={handleRenameClick}
            >
              <EditOutlinedIcon fontSize="inherit" />
            </IconButton>
          ) : null}
        </Box>
      }
    />
  );
}

const ITEM_SLOTS = { item: RenamableItem };

export default function RenameButtonItem() {
  return (
    <Box sx={{ minHeight: 200, maxWidth: 360 }}>
      <RichTreeView
        aria-label="Project folders"
        items={FOLDERS}
        slots={ITEM_SLOTS}
        defaultExpandedItems={['projects']}
        isItemEditable={(item) => item.id !== 'archive'}
      />
    </Box>
  );
}
