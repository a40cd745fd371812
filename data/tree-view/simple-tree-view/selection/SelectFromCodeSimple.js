import * as React from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import { SimpleTreeView } from '@mui/x-tree-view/SimpleTreeView';
import { TreeItem } from '@mui/x-tree-view/TreeItem';
import { useSimpleTreeViewApiRef } from '@mui/x-tree-view/hooks';

const STEPS = ['account', 'profile', 'team', 'billing'];

export default function SelectFromCodeSimple() {
  const apiRef = useSimpleTreeViewApiRef();
  const [current, setCurrent] = React.useState(0);

  const goTo = (index) => {
    setCurrent(index);
    apiRef.current?.setItemSelection({ itemId: STEPS[index], shouldBeSelected: true });
  };

  return (
    <Box sx={{ minHeight: 260, minWidth: 260 }}>
      <Stack direction="row" spacing={1} sx={{ mb: 1 }}>
        <Button size="small" disabled={current === 0} onClick={() => goTo(current - 1)}>
          Previous step
        </Button>
        <Button size="small" disabled={current === STEPS.length - 1} onClick={() => goTo(current + 1)}>
          Next step
        </Button>
      </Stack>
      <SimpleTreeView
        aria-label="Setup steps"
        apiRef={apiRef}
        defaultSelectedItems="account"
        defaultExpandedItems={['setup']}
        onSelectedItemsChange={(_event, itemId) => {
          const index = itemId ? STEPS.indexOf(itemId) : -1;
          if (index >= 0) {
            setCurrent(index);
          }
        }}
      >
        <TreeItem itemId="setup" label="Workspace setup" disableSelection>
          <TreeItem itemId="account" label="1. Create the account" />
          <TreeItem itemId="profile" label="2. Fill in your profile" />
          <TreeItem itemId="team" label="3. Invite your team" />
          <TreeItem itemId="billing" label="4. Add billing details" />
        </TreeItem>
      </SimpleTreeView>
    </Box>
  );
}
