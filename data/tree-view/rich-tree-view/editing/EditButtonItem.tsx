import * as React from 'react';
import Box from '@mui/material/Box';
import IconButton from '@mui/material/IconButton';
import EditOutlinedIcon from '@mui/icons-material/EditOutlined';
import { RichTreeView } from '@mui/x-tree-view/RichTreeView';
import { TreeItem, TreeItemProps } from '@mui/x-tree-view/TreeItem';
import { useTreeItemUtils } from '@mui/x-tree-view/hooks';
import { TreeViewBaseItem } from '@mui/x-tree-view/models';

const BOARDS: TreeViewBaseItem[] = [
  {
    id: 'marketing',
    label: 'Marketing',
    children: [
      { id: 'spring-campaign', label: 'Spring campaign' },
      { id: 'newsletter', label: 'Newsletter' },
    ],
  },
  { id: 'archive', label: 'Archive (read only)' },
];

function BoardItem(props: TreeItemProps) {
  const { itemId, children, label } = props;
  const { interactions, status } = useTreeItemUtils({ itemId, children });

  return (
    <TreeItem
      {...props}
      label={
        <Box sx={{ display: 'flex', alignItems: 'center', gap: 1 }}>
          <span>{label}</span>
          {status.editable ? (
            <IconButton
              size="small"
              aria-label={`Rename ${label}`}
              onClick={(event) => {
                event.stopPropagation();
                interactions.toggleItemEditing();
              }}
            >
              <EditOutlinedIcon fontSize="inherit" />
            </IconButton>
          ) : null}
        </Box>
      }
    />
  );
}

const SLOTS = { item: BoardItem };

export default function EditButtonItem() {
  return (
    <Box sx={{ minHeight: 220, maxWidth: 340 }}>
      <RichTreeView
        aria-label="Boards"
        items={BOARDS}
        slots={SLOTS}
        isItemEditable={(item) => item.id !== 'archive'}
        defaultExpandedItems={['marketing']}
      />
    </Box>
  );
}
