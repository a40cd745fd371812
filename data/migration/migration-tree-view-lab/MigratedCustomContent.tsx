import Box from '@mui/material/Box';
import Chip from '@mui/material/Chip';
import { SimpleTreeView } from '@mui/x-tree-view/SimpleTreeView';
import { TreeItem } from '@mui/x-tree-view/TreeItem';

// The lab's ContentComponent and TransitionProps are gone: a rich label node and
// the groupTransition slot props cover the common cases.
const SLOW_GROUP = { groupTransition: { timeout: 400 } };

export default function MigratedCustomContent() {
  return (
    <Box sx={{ minHeight: 200, minWidth: 260 }}>
      <SimpleTreeView aria-label="Inbox" defaultExpandedItems={['inbox']}>
        <TreeItem
          itemId="inbox"
          slotProps={SLOW_GROUP}
          label={
            <Box sx={{ display: 'flex', alignItems: 'center', gap: 1 }}>
              Inbox <Chip size="small" label="3 new" />
            </Box>
          }
        >
          <TreeItem itemId="invoice" label="Invoice from the printer" />
          <TreeItem itemId="schedule" label="Next week's schedule" />
        </TreeItem>
        <TreeItem itemId="sent" label="Sent" />
      </SimpleTreeView>
    </Box>
  );
}
