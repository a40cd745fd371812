import Box from '@mui/material/Box';
import { DataGridPremium, GRID_ROW_GROUPING_SINGLE_GROUPING_FIELD } from '@mui/x-data-grid-premium';
import { tickets } from './tickets';
import { ticketColumns } from './ticketColumns';

export default function SortingGroupsGrid() {
  return (
    <Box sx={{ height: 420, width: '100%' }}>
      <DataGridPremium
        rows={tickets}
        columns={ticketColumns}
        defaultGroupingExpansionDepth={1}
        initialState={{
          rowGrouping: { model: ['team'] },
          sorting: {
            sortModel: [
              // Sorting the grouping column orders the groups by their key (Web, Platform, ...).
              { field: GRID_ROW_GROUPING_SINGLE_GROUPING_FIELD, sort: 'desc' },
              // A regular column sorts the rows inside each group; they never leave their group.
              { field: 'hours', sort: 'desc' },
            ],
          },
        }}
      />
    </Box>
  );
}
