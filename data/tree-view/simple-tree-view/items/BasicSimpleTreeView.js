import Box from '@mui/material/Box';
import { SimpleTreeView } from '@mui/x-tree-view/SimpleTreeView';
import { TreeItem } from '@mui/x-tree-view/TreeItem';

export default function BasicSimpleTreeView() {
  return (
    <Box sx={{ minHeight: 260, minWidth: 240 }}>
      <SimpleTreeView aria-label="Account settings" defaultExpandedItems={['settings']}>
        <TreeItem itemId="settings" label="Settings">
          <TreeItem itemId="settings-profile" label="Profile" />
          <TreeItem itemId="settings-notifications" label="Notifications" />
          <TreeItem itemId="settings-security" label="Security">
            <TreeItem itemId="settings-security-password" label="Password" />
            <TreeItem itemId="settings-security-2fa" label="Two-factor authentication" />
          </TreeItem>
        </TreeItem>
        <TreeItem itemId="billing" label="Billing">
          <TreeItem itemId="billing-invoices" label="Invoices" />
        </TreeItem>
        <TreeItem itemId="help" label="Help" />
      </SimpleTreeView>
    </Box>
  );
}
