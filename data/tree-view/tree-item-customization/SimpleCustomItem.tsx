import * as React from 'react';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { SimpleTreeView } from '@mui/x-tree-view/SimpleTreeView';
import {
  TreeItemContent,
  TreeItemGroupTransition,
  TreeItemIconContainer,
  TreeItemLabel,
  TreeItemRoot,
} from '@mui/x-tree-view/TreeItem';
import { TreeItemIcon } from '@mui/x-tree-view/TreeItemIcon';
import { TreeItemProvider } from '@mui/x-tree-view/TreeItemProvider';
import { useTreeItem, UseTreeItemParameters } from '@mui/x-tree-view/useTreeItem';

interface TaskItemProps extends Omit<UseTreeItemParameters, 'rootRef'> {
  /** A prop of our own, not known to the tree. */
  dueDate?: string;
}

function TaskItem(props: TaskItemProps) {
  const { id, itemId, label, disabled, children, dueDate } = props;
  const {
    getContextProviderProps,
    getRootProps,
    getContentProps,
    getIconContainerProps,
    getLabelProps,
    getGroupTransitionProps,
    status,
  } = useTreeItem({ id, itemId, label, disabled, children });

  return (
    <TreeItemProvider {...getContextProviderProps()}>
      <TreeItemRoot {...getRootProps()}>
        <TreeItemContent {...getContentProps()}>
          <TreeItemIconContainer {...getIconContainerProps()}>
            <TreeItemIcon status={status} />
          </TreeItemIconContainer>
          <TreeItemLabel {...getLabelProps()} />
          {dueDate ? (
            <Typography variant="caption" color="text.secondary" sx={{ ml: 'auto', pl: 1 }}>
              due {dueDate}
            </Typography>
          ) : null}
        </TreeItemContent>
        {children ? <TreeItemGroupTransition {...getGroupTransitionProps()} /> : null}
      </TreeItemRoot>
    </TreeItemProvider>
  );
}

export default function SimpleCustomItem() {
  return (
    <Box sx={{ minHeight: 220, maxWidth: 340 }}>
      <SimpleTreeView aria-label="Move checklist" defaultExpandedItems={['move']}>
        <TaskItem itemId="move" label="Apartment move">
          <TaskItem itemId="boxes" label="Order boxes" dueDate="Mar 2" />
          <TaskItem itemId="van" label="Book a van" dueDate="Mar 9" />
          <TaskItem itemId="address" label="Update address" dueDate="Mar 16" />
        </TaskItem>
      </SimpleTreeView>
    </Box>
  );
}
