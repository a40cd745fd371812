import * as React from 'react';
import Box from '@mui/material/Box';
import { SimpleTreeView } from '@mui/x-tree-view/SimpleTreeView';
import { TreeItem, TreeItemLabel } from '@mui/x-tree-view/TreeItem';

// Replaces the label element: one line, cut with an ellipsis, full text in a tooltip.
const EllipsisLabel = React.forwardRef(function EllipsisLabel(props, ref) {
  const { children } = props;
  return (
    <TreeItemLabel
      {...props}
      ref={ref}
      title={typeof children === 'string' ? children : undefined}
      sx={{ overflow: 'hidden', textOverflow: 'ellipsis', whiteSpace: 'nowrap' }}
    />
  );
});

const LABEL_SLOTS = { label: EllipsisLabel };

const PAPERS = [
  'A longitudinal study of urban bicycle use across four seasons',
  'Measuring the acoustic comfort of open-plan offices',
  'Soil moisture sensing with low-cost capacitive probes',
];

export default function EllipsisLabelSlot() {
  return (
    <Box sx={{ minHeight: 200, width: 280 }}>
      <SimpleTreeView aria-label="Research papers" defaultExpandedItems={['papers']}>
        <TreeItem itemId="papers" label="Papers in review">
          {PAPERS.map((title, index) => (
            <TreeItem key={title} itemId={`paper-${index}`} label={title} slots={LABEL_SLOTS} />
          ))}
        </TreeItem>
      </SimpleTreeView>
    </Box>
  );
}
