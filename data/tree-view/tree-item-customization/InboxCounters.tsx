import Box from '@mui/material/Box';
import Chip from '@mui/material/Chip';
import { RichTreeView } from '@mui/x-tree-view/RichTreeView';
import { TreeItem, TreeItemProps } from '@mui/x-tree-view/TreeItem';
import { useTreeItemModel } from '@mui/x-tree-view/hooks';

interface Mailbox {
  id: string;
  label: string;
  unread: number;
  children?: Mailbox[];
}

const MAILBOXES: Mailbox[] = [
  {
    id: 'inbox',
    label: 'Inbox',
    unread: 12,
    children: [
      { id: 'inbox-clients', label: 'Clients', unread: 4 },
      { id: 'inbox-newsletters', label: 'Newsletters', unread: 8 },
    ],
  },
  { id: 'sent', label: 'Sent', unread: 0 },
  { id: 'spam', label: 'Spam', unread: 3 },
];

function MailboxItem(props: TreeItemProps) {
  const mailbox = useTreeItemModel<Mailbox>(props.itemId);

  return (
    <TreeItem
      {...props}
      label={
        <Box sx={{ display: 'flex', alignItems: 'center', gap: 1 }}>
          <Box component="span" sx={{ flexGrow: 1 }}>
            {props.label}
          </Box>
          {mailbox?.unread ? <Chip size="small" color="primary" label={mailbox.unread} /> : null}
        </Box>
      }
    />
  );
}

const MAILBOX_SLOTS = { item: MailboxItem };

export default function InboxCounters() {
  return (
    <Box sx={{ minHeight: 220, maxWidth: 320 }}>
      <RichTreeView aria-label="Mailboxes" items={MAILBOXES} slots={MAILBOX_SLOTS} defaultExpandedItems={['inbox']} />
    </Box>
  );
}
