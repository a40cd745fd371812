import * as React from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import { SimpleTreeView } from '@mui/x-tree-view/SimpleTreeView';
import { TreeItem } from '@mui/x-tree-view/TreeItem';

// SimpleTreeView cannot list collapsed items, so the parent ids live next to the JSX.
const PARENT_IDS = ['onboarding', 'policies', 'policies-travel'];

export default function ControlledHandbook() {
  const [expanded, setExpanded] = React.useState([]);

  return (
    <Box sx={{ minHeight: 300, minWidth: 260 }}>
      <Button
        size="small"
        variant="outlined"
        sx={{ mb: 1 }}
        onClick={() => setExpanded((previous) => (previous.length ? [] : PARENT_IDS))}
      >
        {expanded.length ? 'Collapse all' : 'Expand all'}
      </Button>
      <SimpleTreeView
        aria-label="Employee handbook"
        expandedItems={expanded}
        onExpandedItemsChange={(event, itemIds) => setExpanded(itemIds)}
      >
        <TreeItem itemId="onboarding" label="Onboarding">
          <TreeItem itemId="onboarding-first-day" label="Your first day" />
          <TreeItem itemId="onboarding-tools" label="Tools and accounts" />
        </TreeItem>
        <TreeItem itemId="policies" label="Policies">
          <TreeItem itemId="policies-remote" label="Remote work" />
          <TreeItem itemId="policies-travel" label="Travel">
            <TreeItem itemId="policies-travel-booking" label="Booking trips" />
            <TreeItem itemId="policies-travel-expenses" label="Expenses" />
          </TreeItem>
        </TreeItem>
        <TreeItem itemId="contacts" label="Who to contact" />
      </SimpleTreeView>
    </Box>
  );
}
