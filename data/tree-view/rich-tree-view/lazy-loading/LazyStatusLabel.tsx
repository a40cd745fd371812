import * as React from 'react';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { RichTreeViewPro } from '@mui/x-tree-view-pro/RichTreeViewPro';
import { TreeItem, TreeItemProps } from '@mui/x-tree-view/TreeItem';
import { useTreeItemUtils } from '@mui/x-tree-view/hooks';

interface Folder {
  id: string;
  label: string;
  size: number;
}

const LIBRARY: Record<string, Folder[]> = {
  root: [
    { id: 'albums', label: 'Albums', size: 2 },
    { id: 'shared', label: 'Shared with me', size: 2 },
  ],
  albums: [
    { id: 'albums/jazz', label: 'Jazz standards', size: 0 },
    { id: 'albums/folk', label: 'Folk sessions', size: 0 },
  ],
  shared: [
    { id: 'shared/mix', label: 'Road trip mix', size: 0 },
    { id: 'shared/live', label: 'Live recordings', size: 0 },
  ],
};

const NO_ITEMS: Folder[] = [];

// "Shared with me" fails on its first request, then answers normally.
function createDataSource() {
  let sharedAttempts = 0;
  return {
    getChildrenCount: (folder: Folder) => folder.size,
    getTreeItems: (parentId?: string) =>
      new Promise<Folder[]>((resolve, reject) => {
        setTimeout(() => {
          if (parentId === 'shared') {
            sharedAttempts += 1;
            if (sharedAttempts === 1) {
              reject(new Error('The sharing service timed out'));
              return;
            }
          }
          resolve(LIBRARY[parentId ?? 'root'] ?? []);
        }, 900);
      }),
  };
}

function StatusItem(props: TreeItemProps) {
  const { itemId, children, label } = props;
  const { status } = useTreeItemUtils({ itemId, children });

  let note: string | null = null;
  if (status.loading) {
    note = 'Loading…';
  } else if (status.error) {
    note = 'Could not load. Expand again to retry.';
  }

  return (
    <TreeItem
      {...props}
      label={
        <Box component="span" sx={{ display: 'flex', alignItems: 'baseline', gap: 1 }}>
          {label}
          {note ? (
            <Typography component="span" variant="caption" color={status.error ? 'error' : 'text.secondary'}>
              {note}
            </Typography>
          ) : null}
        </Box>
      }
    />
  );
}

const TREE_SLOTS = { item: StatusItem };

export default function LazyStatusLabel() {
  // One data source per mounted demo, so the first failure happens every time.
  const [dataSource] = React.useState(createDataSource);

  return (
    <Box sx={{ minHeight: 260, minWidth: 300 }}>
      <RichTreeViewPro aria-label="Music library" items={NO_ITEMS} dataSource={dataSource} slots={TREE_SLOTS} />
    </Box>
  );
}
