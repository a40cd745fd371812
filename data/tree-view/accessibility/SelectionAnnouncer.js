import * as React from 'react';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { SimpleTreeView } from '@mui/x-tree-view/SimpleTreeView';
import { TreeItem } from '@mui/x-tree-view/TreeItem';

const LABELS = {
  email: 'Email',
  'email-digest': 'Weekly digest',
  'email-mentions': 'Mentions',
  push: 'Push notifications',
  sms: 'Text messages',
};

export default function SelectionAnnouncer() {
  const [message, setMessage] = React.useState('');

  return (
    <Box sx={{ minHeight: 240, minWidth: 260 }}>
      <SimpleTreeView
        aria-label="Notification channels"
        multiSelect
        checkboxSelection
        defaultExpandedItems={['email']}
        onItemSelectionToggle={(event, itemId, isSelected) =>
          setMessage(`${LABELS[itemId]} ${isSelected ? 'turned on' : 'turned off'}`)
        }
      >
        <TreeItem itemId="email" label="Email">
          <TreeItem itemId="email-digest" label="Weekly digest" />
          <TreeItem itemId="email-mentions" label="Mentions" />
        </TreeItem>
        <TreeItem itemId="push" label="Push notifications" />
        <TreeItem itemId="sms" label="Text messages" />
      </SimpleTreeView>
      <Typography role="status" aria-live="polite" variant="body2" color="text.secondary" sx={{ mt: 1, minHeight: 20 }}>
        {message}
      </Typography>
    </Box>
  );
}
