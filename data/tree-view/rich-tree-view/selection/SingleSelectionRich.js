import * as React from 'react';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { RichTreeView } from '@mui/x-tree-view/RichTreeView';

const HELP_TOPICS = [
  {
    id: 'account',
    label: 'Account',
    children: [
      { id: 'account.password', label: 'Reset your password' },
      { id: 'account.email', label: 'Change your email address' },
    ],
  },
  {
    id: 'billing',
    label: 'Billing',
    children: [
      { id: 'billing.invoices', label: 'Download invoices' },
      { id: 'billing.refunds', label: 'Ask for a refund' },
    ],
  },
  { id: 'contact', label: 'Contact support' },
];

export default function SingleSelectionRich() {
  const [topic, setTopic] = React.useState('account.password');

  return (
    <Box sx={{ minHeight: 250, minWidth: 260 }}>
      <Typography variant="body2" sx={{ mb: 1 }}>
        Selected topic: <strong>{topic ?? 'none'}</strong>
      </Typography>
      <RichTreeView
        aria-label="Help topics"
        items={HELP_TOPICS}
        selectedItems={topic}
        onSelectedItemsChange={(event, itemId) => setTopic(itemId)}
        defaultExpandedItems={['account']}
      />
    </Box>
  );
}
