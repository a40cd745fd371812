import Box from '@mui/material/Box';
import { DataGridPremium } from '@mui/x-data-grid-premium';
import { tickets } from './tickets';
import { ticketColumns } from './ticketColumns';

// Every team gets a footer row with its total; `null` for the root node (depth -1) drops the grand total.
function footerPerGroup(groupNode) {
  return groupNode.depth === -1 ? null : 'footer';
}

export default function GroupFooterTotalsGrid() {
  return (
    <Box sx={{ height: 460, width: '100%' }}>
      <DataGridPremium
        rows={tickets}
        columns={ticketColumns}
        defaultGroupingExpansionDepth={1}
        getAggregationPosition={footerPerGroup}
        initialState={{
          rowGrouping: { model: ['team'] },
          aggregation: { model: { hours: 'sum' } },
        }}
      />
    </Box>
  );
}
