import * as React from 'react';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { RichTreeView } from '@mui/x-tree-view/RichTreeView';
import { TreeItem, TreeItemProps } from '@mui/x-tree-view/TreeItem';
import { TreeItemLabelInput, TreeItemLabelInputProps } from '@mui/x-tree-view/TreeItemLabelInput';
import { TreeViewBaseItem } from '@mui/x-tree-view/models';

const MAX_LENGTH = 16;

const BRANCHES: TreeViewBaseItem[] = [
  {
    id: 'main',
    label: 'main',
    children: [
      { id: 'feature-login', label: 'feature-login' },
      { id: 'fix-typo', label: 'fix-typo' },
    ],
  },
];

function isValidBranch(name: string) {
  return name.length <= MAX_LENGTH && /^[a-z0-9-]*$/.test(name);
}

function BranchNameInput(props: TreeItemLabelInputProps) {
  const { value = '', onKeyDown } = props;
  const valid = isValidBranch(value);
  return (
    <Box sx={{ flex: 1 }}>
      <TreeItemLabelInput
        {...props}
        aria-invalid={!valid}
        aria-label="Branch name"
        style={{ outlineColor: valid ? undefined : 'var(--branch-error)' }}
        onKeyDown={(event) => {
          // Enter does not save an invalid name; Escape still cancels.
          if (event.key === 'Enter' && !valid) {
            return;
          }
          onKeyDown?.(event);
        }}
      />
      {valid ? null : (
        <Typography variant="caption" color="error" component="div">
          Lowercase letters, digits and dashes, {MAX_LENGTH} characters at most.
        </Typography>
      )}
    </Box>
  );
}

const ITEM_SLOTS = { labelInput: BranchNameInput };

function BranchItem(props: TreeItemProps) {
  return <TreeItem {...props} slots={ITEM_SLOTS} />;
}

const TREE_SLOTS = { item: BranchItem };

export default function ValidatedLabelInput() {
  return (
    <Box sx={(theme) => ({ minHeight: 220, maxWidth: 360, '--branch-error': theme.palette.error.main })}>
      <RichTreeView
        aria-label="Git branches"
        items={BRANCHES}
        slots={TREE_SLOTS}
        isItemEditable={(item) => item.id !== 'main'}
        defaultExpandedItems={['main']}
      />
    </Box>
  );
}
