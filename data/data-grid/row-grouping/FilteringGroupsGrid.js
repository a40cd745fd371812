import Box from '@mui/material/Box';
import { DataGridPremium } from '@mui/x-data-grid-premium';
import { tickets } from './tickets';
import { ticketColumns } from './ticketColumns';

export default function FilteringGroupsGrid() {
  return (
    <Box sx={{ height: 420, width: '100%' }}>
      <DataGridPremium
        rows={tickets}
        columns={ticketColumns}
        showToolbar
        defaultGroupingExpansionDepth={1}
        initialState={{
          rowGrouping: { model: ['team'] },
          // Only open tickets pass: the group counts shrink and a team with none disappears.
          filter: {
            filterModel: { items: [{ field: 'status', operator: 'equals', value: 'Open' }] },
          },
        }}
      />
    </Box>
  );
}
