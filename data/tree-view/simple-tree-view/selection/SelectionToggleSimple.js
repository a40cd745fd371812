import * as React from 'react';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { SimpleTreeView } from '@mui/x-tree-view/SimpleTreeView';
import { TreeItem } from '@mui/x-tree-view/TreeItem';

export default function SelectionToggleSimple() {
  const [lastChange, setLastChange] = React.useState('');

  return (
    <Box sx={{ minHeight: 220, minWidth: 260 }}>
      <SimpleTreeView
        aria-label="Notification channels"
        multiSelect
        checkboxSelection
        defaultExpandedItems={['channels']}
        onItemSelectionToggle={(_event, itemId, isSelected) =>
          setLastChange(`${itemId} turned ${isSelected ? 'on' : 'off'}`)
        }
      >
        <TreeItem itemId="channels" label="Notify me by" disableSelection>
          <TreeItem itemId="email" label="Email" />
          <TreeItem itemId="sms" label="Text message" />
          <TreeItem itemId="push" label="Push notification" />
        </TreeItem>
      </SimpleTreeView>
      <Typography variant="body2" sx={{ mt: 1 }}>
        {lastChange || 'Tick a channel.'}
      </Typography>
    </Box>
  );
}
