import Box from '@mui/material/Box';
import { SimpleTreeView } from '@mui/x-tree-view/SimpleTreeView';
import { TreeItem } from '@mui/x-tree-view/TreeItem';

export default function DisabledSimpleItems() {
  return (
    <Box sx={{ minHeight: 240, minWidth: 260 }}>
      <SimpleTreeView aria-label="Admin menu" disabledItemsFocusable defaultExpandedItems={['reports']}>
        <TreeItem itemId="reports" label="Reports">
          <TreeItem itemId="reports-weekly" label="Weekly summary" />
          <TreeItem itemId="reports-payroll" label="Payroll (admins only)" disabled />
        </TreeItem>
        <TreeItem itemId="archive" label="Archive (read-only)" disableSelection>
          <TreeItem itemId="archive-2024" label="2024" />
        </TreeItem>
        <TreeItem itemId="billing" label="Billing (admins only)" disabled>
          <TreeItem itemId="billing-plans" label="Plans" />
        </TreeItem>
      </SimpleTreeView>
    </Box>
  );
}
