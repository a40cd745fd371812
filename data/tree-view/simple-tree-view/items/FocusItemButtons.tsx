import * as React from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import { SimpleTreeView } from '@mui/x-tree-view/SimpleTreeView';
import { TreeItem } from '@mui/x-tree-view/TreeItem';
import { useSimpleTreeViewApiRef } from '@mui/x-tree-view/hooks';

const SHORTCUTS = [
  { itemId: 'settings-privacy', label: 'Privacy' },
  { itemId: 'help-contact', label: 'Contact support' },
];

export default function FocusItemButtons() {
  const apiRef = useSimpleTreeViewApiRef();

  return (
    <Box sx={{ minHeight: 260, minWidth: 260 }}>
      <Stack direction="row" spacing={1} sx={{ mb: 1 }}>
        {SHORTCUTS.map((shortcut) => (
          <Button
            key={shortcut.itemId}
            size="small"
            variant="outlined"
            onClick={(event) => apiRef.current?.focusItem(event, shortcut.itemId)}
          >
            Go to {shortcut.label}
          </Button>
        ))}
      </Stack>
      <SimpleTreeView apiRef={apiRef} aria-label="Account menu" defaultExpandedItems={['settings', 'help']}>
        <TreeItem itemId="settings" label="Settings">
          <TreeItem itemId="settings-profile" label="Profile" />
          <TreeItem itemId="settings-privacy" label="Privacy" />
        </TreeItem>
        <TreeItem itemId="help" label="Help">
          <TreeItem itemId="help-faq" label="FAQ" />
          <TreeItem itemId="help-contact" label="Contact support" />
        </TreeItem>
      </SimpleTreeView>
    </Box>
  );
}
