import Box from '@mui/material/Box';
import { DataGridPremium, type GridGroupNode } from '@mui/x-data-grid-premium';
import { tickets } from './tickets';
import { ticketColumns } from './ticketColumns';

// Called once for each group when it is created. It wins over `defaultGroupingExpansionDepth`:
// only the "Critical" priority and the "Platform" team groups inside each priority start open.
function isGroupExpandedByDefault(node: GridGroupNode) {
  if (node.groupingField === 'priority') {
    return node.groupingKey === 'Critical';
  }
  return node.groupingField === 'team' && node.groupingKey === 'Platform';
}

export default function ExpandedByDefaultGrid() {
  return (
    <Box sx={{ height: 420, width: '100%' }}>
      <DataGridPremium
        rows={tickets}
        columns={ticketColumns}
        initialState={{ rowGrouping: { model: ['priority', 'team'] } }}
        defaultGroupingExpansionDepth={-1}
        isGroupExpandedByDefault={isGroupExpandedByDefault}
      />
    </Box>
  );
}
