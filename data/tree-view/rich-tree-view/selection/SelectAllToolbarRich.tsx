import * as React from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { RichTreeView } from '@mui/x-tree-view/RichTreeView';
import { TreeViewDefaultItemModelProperties } from '@mui/x-tree-view/models';

type Setting = TreeViewDefaultItemModelProperties;

const NOTIFICATIONS: Setting[] = [
  {
    id: 'email',
    label: 'Email',
    children: [
      { id: 'email-digest', label: 'Weekly digest' },
      { id: 'email-mentions', label: 'Mentions' },
    ],
  },
  {
    id: 'push',
    label: 'Push',
    children: [
      { id: 'push-comments', label: 'New comments' },
      { id: 'push-reminders', label: 'Reminders' },
      { id: 'push-invites', label: 'Invitations' },
    ],
  },
];

function collectIds(settings: Setting[]): string[] {
  return settings.flatMap((setting) => [setting.id, ...collectIds(setting.children ?? [])]);
}

const ALL_IDS = collectIds(NOTIFICATIONS);
const PROPAGATION = { parents: true, descendants: true };

export default function SelectAllToolbarRich() {
  const [enabled, setEnabled] = React.useState<string[]>(['email-mentions']);

  return (
    <Box sx={{ minHeight: 320, minWidth: 280 }}>
      <Stack direction="row" spacing={1} sx={{ mb: 1 }}>
        <Button size="small" variant="outlined" onClick={() => setEnabled(ALL_IDS)}>
          Select all
        </Button>
        <Button size="small" variant="outlined" onClick={() => setEnabled([])}>
          Clear
        </Button>
      </Stack>
      <RichTreeView
        aria-label="Notification settings"
        items={NOTIFICATIONS}
        multiSelect
        checkboxSelection
        selectionPropagation={PROPAGATION}
        selectedItems={enabled}
        onSelectedItemsChange={(_event, itemIds) => setEnabled(itemIds)}
        defaultExpandedItems={['email', 'push']}
      />
      <Typography variant="body2" sx={{ mt: 1 }}>
        {enabled.length} of {ALL_IDS.length} entries checked
      </Typography>
    </Box>
  );
}
