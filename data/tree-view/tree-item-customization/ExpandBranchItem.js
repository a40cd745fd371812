import * as React from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import { RichTreeView } from '@mui/x-tree-view/RichTreeView';
import {
  TreeItemCheckbox,
  TreeItemContent,
  TreeItemGroupTransition,
  TreeItemIconContainer,
  TreeItemLabel,
  TreeItemRoot,
} from '@mui/x-tree-view/TreeItem';
import { TreeItemIcon } from '@mui/x-tree-view/TreeItemIcon';
import { TreeItemProvider } from '@mui/x-tree-view/TreeItemProvider';
import { useTreeItem } from '@mui/x-tree-view/useTreeItem';

const REGIONS = [
  {
    id: 'europe',
    label: 'Europe',
    children: [
      {
        id: 'france',
        label: 'France',
        children: [
          { id: 'paris', label: 'Paris' },
          { id: 'lyon', label: 'Lyon' },
        ],
      },
      {
        id: 'spain',
        label: 'Spain',
        children: [{ id: 'madrid', label: 'Madrid' }],
      },
    ],
  },
  {
    id: 'asia',
    label: 'Asia',
    children: [{ id: 'japan', label: 'Japan', children: [{ id: 'osaka', label: 'Osaka' }] }],
  },
];

function BranchItem(props) {
  const { id, itemId, label, disabled, children } = props;
  const {
    getContextProviderProps,
    getRootProps,
    getContentProps,
    getIconContainerProps,
    getCheckboxProps,
    getLabelProps,
    getGroupTransitionProps,
    status,
    publicAPI,
  } = useTreeItem({ id, itemId, label, disabled, children });

  const expandBranch = (event) => {
    event.stopPropagation();
    // Walk the branch below this item and open every item that has children.
    const pending = [itemId];
    for (let current = pending.pop(); current !== undefined; current = pending.pop()) {
      const childIds = publicAPI.getItemOrderedChildrenIds(current);
      if (childIds.length > 0) {
        publicAPI.setItemExpansion({ itemId: current, event, shouldBeExpanded: true });
        pending.push(...childIds);
      }
    }
  };

  return (
    <TreeItemProvider {...getContextProviderProps()}>
      <TreeItemRoot {...getRootProps()}>
        <TreeItemContent {...getContentProps()}>
          <TreeItemIconContainer {...getIconContainerProps()}>
            <TreeItemIcon status={status} />
          </TreeItemIconContainer>
          <TreeItemCheckbox {...getCheckboxProps()} />
          <TreeItemLabel {...getLabelProps()} />
          {status.expandable ? (
            <Button
              size="small"
              sx={{ flexShrink: 0, whiteSpace: 'nowrap' }}
              onClick={expandBranch}
              aria-label={`Expand all under ${typeof label === 'string' ? label : itemId}`}
            >
              Expand all
            </Button>
          ) : null}
        </TreeItemContent>
        {children ? <TreeItemGroupTransition {...getGroupTransitionProps()} /> : null}
      </TreeItemRoot>
    </TreeItemProvider>
  );
}

const BRANCH_SLOTS = { item: BranchItem };

export default function ExpandBranchItem() {
  return (
    <Box sx={{ minHeight: 320, maxWidth: 400 }}>
      <RichTreeView aria-label="Offices by region" items={REGIONS} slots={BRANCH_SLOTS} />
    </Box>
  );
}
