import * as React from 'react';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { SimpleTreeView } from '@mui/x-tree-view/SimpleTreeView';
import { TreeItem } from '@mui/x-tree-view/TreeItem';

export default function SelectionToggleSimple() {
  // With single selection, picking another item reports two toggles: the old item off, then the new one on.
  const [changes, setChanges] = React.useState<string[]>([]);

  return (
    <Box sx={{ minHeight: 220, minWidth: 260 }}>
      <SimpleTreeView
        aria-label="Notification channel"
        defaultExpandedItems={['channels']}
        onItemSelectionToggle={(_event, itemId, isSelected) =>
          setChanges((previous) => [...previous, `${itemId} turned ${isSelected ? 'on' : 'off'}`].slice(-2))
        }
      >
        <TreeItem itemId="channels" label="Notify me by" disableSelection>
          <TreeItem itemId="email" label="Email" />
          <TreeItem itemId="sms" label="Text message" />
          <TreeItem itemId="push" label="Push notification" />
        </TreeItem>
      </SimpleTreeView>
      <Typography variant="body2" sx={{ mt: 1 }}>
        {changes.length > 0 ? changes.join(', then ') : 'Pick a channel, then another one.'}
      </Typography>
    </Box>
  );
}
