import * as React from 'react';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { RichTreeView } from '@mui/x-tree-view/RichTreeView';

const PERMISSIONS = [
  {
    id: 'projects',
    label: 'Projects',
    children: [
      { id: 'projects.read', label: 'View projects' },
      { id: 'projects.write', label: 'Edit projects' },
      { id: 'projects.delete', label: 'Delete projects' },
    ],
  },
  {
    id: 'billing',
    label: 'Billing',
    children: [
      { id: 'billing.read', label: 'View invoices' },
      { id: 'billing.pay', label: 'Pay invoices' },
    ],
  },
  { id: 'audit', label: 'Read the audit log' },
];

export default function CheckboxPropagation() {
  const [granted, setGranted] = React.useState([]);

  return (
    <Box sx={{ minHeight: 330, minWidth: 280 }}>
      <RichTreeView
        aria-label="Permissions"
        items={PERMISSIONS}
        multiSelect
        checkboxSelection
        selectionPropagation={{ parents: true, descendants: true }}
        selectedItems={granted}
        onSelectedItemsChange={(event, itemIds) => setGranted(itemIds)}
        defaultExpandedItems={['projects', 'billing']}
      />
      <Typography variant="body2" sx={{ mt: 1 }}>
        Granted: {granted.length ? granted.join(', ') : 'none'}
      </Typography>
    </Box>
  );
}
