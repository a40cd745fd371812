import Box from '@mui/material/Box';
import { RichTreeViewPro } from '@mui/x-tree-view-pro/RichTreeViewPro';
import {
  TreeItemContent,
  TreeItemGroupTransition,
  TreeItemIconContainer,
  TreeItemLabel,
  TreeItemRoot,
} from '@mui/x-tree-view/TreeItem';
import { TreeItemIcon } from '@mui/x-tree-view/TreeItemIcon';
import { TreeItemProvider } from '@mui/x-tree-view/TreeItemProvider';
import { TreeItemDragAndDropOverlay } from '@mui/x-tree-view/TreeItemDragAndDropOverlay';
import { useTreeItem } from '@mui/x-tree-view/useTreeItem';

const SPRINT = [
  {
    id: 'todo',
    label: 'To do',
    children: [
      { id: 'login', label: 'Fix login redirect' },
      { id: 'avatars', label: 'Upload avatars' },
    ],
  },
  { id: 'doing', label: 'In progress', children: [{ id: 'search', label: 'Search filters' }] },
];

function CardItem(props) {
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

  return (
    <TreeItemProvider {...getContextProviderProps()}>
      <TreeItemRoot {...getRootProps()}>
        <TreeItemContent
          {...getContentProps({
            style: { border: '1px solid', borderColor: 'var(--card-border)', margin: '2px 0' },
          })}
        >
          <TreeItemIconContainer {...getIconContainerProps()}>
            <TreeItemIcon status={status} />
          </TreeItemIconContainer>
          <TreeItemLabel {...getLabelProps()} />
          {/* Without this element, users get no feedback while dragging over the item. */}
          <TreeItemDragAndDropOverlay {...getDragAndDropOverlayProps()} />
        </TreeItemContent>
        {children ? <TreeItemGroupTransition {...getGroupTransitionProps()} /> : null}
      </TreeItemRoot>
    </TreeItemProvider>
  );
}

const SLOTS = { item: CardItem };

export default function DropOverlayItem() {
  return (
    <Box sx={(theme) => ({ minHeight: 240, maxWidth: 340, '--card-border': theme.palette.divider })}>
      <RichTreeViewPro
        aria-label="Sprint board"
        items={SPRINT}
        slots={SLOTS}
        itemsReordering
        defaultExpandedItems={['todo', 'doing']}
      />
    </Box>
  );
}
