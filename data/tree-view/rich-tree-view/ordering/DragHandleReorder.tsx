import * as React from 'react';
import Box from '@mui/material/Box';
import DragIndicatorIcon from '@mui/icons-material/DragIndicator';
import { RichTreeViewPro } from '@mui/x-tree-view-pro/RichTreeViewPro';
import {
  TreeItemContent,
  TreeItemGroupTransition,
  TreeItemIconContainer,
  TreeItemLabel,
  TreeItemProps,
  TreeItemRoot,
} from '@mui/x-tree-view/TreeItem';
import { TreeItemIcon } from '@mui/x-tree-view/TreeItemIcon';
import { TreeItemProvider } from '@mui/x-tree-view/TreeItemProvider';
import { TreeItemDragAndDropOverlay } from '@mui/x-tree-view/TreeItemDragAndDropOverlay';
import { useTreeItem } from '@mui/x-tree-view/useTreeItem';
import { TreeViewBaseItem } from '@mui/x-tree-view/models';

const PLAYLISTS: TreeViewBaseItem[] = [
  {
    id: 'morning',
    label: 'Morning run',
    children: [
      { id: 'track-1', label: 'Sunrise Avenue' },
      { id: 'track-2', label: 'Long Road North' },
      { id: 'track-3', label: 'Tempo' },
    ],
  },
  {
    id: 'evening',
    label: 'Evening wind-down',
    children: [
      { id: 'track-4', label: 'Slow Tide' },
      { id: 'track-5', label: 'Paper Lanterns' },
    ],
  },
];

function HandleItem(props: TreeItemProps) {
  const { id, itemId, label, disabled, children } = props;
  const {
    getContextProviderProps,
    getRootProps,
    getContentProps,
    getIconContainerProps,
    getLabelProps,
    getGroupTransitionProps,
    getDragAndDropOverlayProps,
    status,
  } = useTreeItem({ id, itemId, label, disabled, children });

  const rootProps = getRootProps({
    // Remember, on the item's own element, whether the pointer that may start the
    // next drag went down on this item's handle (not on a nested item's one).
    onPointerDown: (event: React.PointerEvent<HTMLLIElement>) => {
      const handle = (event.target as Element).closest('[data-drag-handle]');
      event.currentTarget.dataset.fromHandle = String(handle?.closest('[role="treeitem"]') === event.currentTarget);
    },
    onDragStart: (event: React.DragEvent<HTMLLIElement> & { defaultMuiPrevented?: boolean }) => {
      // A drag started on a nested item bubbles up here: leave it to that item.
      if (event.target !== event.currentTarget) {
        return;
      }
      if (event.currentTarget.dataset.fromHandle !== 'true') {
        event.preventDefault();
        event.defaultMuiPrevented = true;
      }
    },
  });

  return (
    <TreeItemProvider {...getContextProviderProps()}>
      <TreeItemRoot {...rootProps}>
        <TreeItemContent {...getContentProps()}>
          <TreeItemIconContainer {...getIconContainerProps()}>
            <TreeItemIcon status={status} />
          </TreeItemIconContainer>
          <Box
            component="span"
            data-drag-handle
            aria-hidden
            sx={{ display: 'flex', color: 'text.secondary', cursor: 'grab' }}
          >
            <DragIndicatorIcon fontSize="small" />
          </Box>
          <TreeItemLabel {...getLabelProps()} />
          <TreeItemDragAndDropOverlay {...getDragAndDropOverlayProps()} />
        </TreeItemContent>
        {children ? <TreeItemGroupTransition {...getGroupTransitionProps()} /> : null}
      </TreeItemRoot>
    </TreeItemProvider>
  );
}

const HANDLE_SLOTS = { item: HandleItem };

export default function DragHandleReorder() {
  return (
    <Box sx={{ minHeight: 300, maxWidth: 360 }}>
      <RichTreeViewPro
        aria-label="Playlists"
        items={PLAYLISTS}
        slots={HANDLE_SLOTS}
        itemsReordering
        defaultExpandedItems={['morning', 'evening']}
      />
    </Box>
  );
}
