import * as React from 'react';
import Box from '@mui/material/Box';
import { SimpleTreeView } from '@mui/x-tree-view/SimpleTreeView';
import { TreeItem } from '@mui/x-tree-view/TreeItem';

const SECTIONS = ['shipping', 'returns', 'payment'];

export default function AccordionExpansion() {
  const [expanded, setExpanded] = React.useState<string[]>(['shipping']);

  // Keep at most one top-level section open, like an accordion.
  const handleExpandedItemsChange = (_event: React.SyntheticEvent | null, itemIds: string[]) => {
    const newlyOpened = itemIds.find((id) => !expanded.includes(id) && SECTIONS.includes(id));
    setExpanded(newlyOpened ? itemIds.filter((id) => !SECTIONS.includes(id) || id === newlyOpened) : itemIds);
  };

  return (
    <Box sx={{ minHeight: 220, minWidth: 260 }}>
      <SimpleTreeView
        aria-label="Help center"
        expandedItems={expanded}
        onExpandedItemsChange={handleExpandedItemsChange}
      >
        <TreeItem itemId="shipping" label="Shipping">
          <TreeItem itemId="shipping-times" label="Delivery times" />
          <TreeItem itemId="shipping-costs" label="Costs" />
        </TreeItem>
        <TreeItem itemId="returns" label="Returns">
          <TreeItem itemId="returns-window" label="30-day window" />
        </TreeItem>
        <TreeItem itemId="payment" label="Payment">
          <TreeItem itemId="payment-cards" label="Cards" />
          <TreeItem itemId="payment-invoice" label="Invoice" />
        </TreeItem>
      </SimpleTreeView>
    </Box>
  );
}
