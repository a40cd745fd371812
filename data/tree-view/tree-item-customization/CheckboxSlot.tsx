import * as React from 'react';
import Box from '@mui/material/Box';
import { SimpleTreeView } from '@mui/x-tree-view/SimpleTreeView';
import { TreeItem, TreeItemCheckbox } from '@mui/x-tree-view/TreeItem';

// Wraps the default checkbox: same behavior, smaller and in the secondary color.
const OptionalCheckbox = React.forwardRef<HTMLButtonElement, React.ComponentProps<typeof TreeItemCheckbox>>(
  function OptionalCheckbox(props, ref) {
    return <TreeItemCheckbox {...props} ref={ref} size="small" color="secondary" />;
  },
);

const OPTIONAL_SLOTS = { checkbox: OptionalCheckbox };

export default function CheckboxSlot() {
  return (
    <Box sx={{ minHeight: 240, minWidth: 260 }}>
      <SimpleTreeView
        aria-label="Trip options"
        checkboxSelection
        multiSelect
        defaultExpandedItems={['included', 'extras']}
        defaultSelectedItems={['flight', 'hotel']}
      >
        <TreeItem itemId="included" label="Included">
          <TreeItem itemId="flight" label="Return flight" />
          <TreeItem itemId="hotel" label="Hotel, 4 nights" />
        </TreeItem>
        <TreeItem itemId="extras" label="Extras">
          <TreeItem itemId="car" label="Rental car" slots={OPTIONAL_SLOTS} />
          <TreeItem itemId="insurance" label="Travel insurance" slots={OPTIONAL_SLOTS} />
        </TreeItem>
      </SimpleTreeView>
    </Box>
  );
}
