import Box from '@mui/material/Box';
import { DataGridPremium } from '@mui/x-data-grid-premium';
import { tickets } from './tickets';
import { ticketColumns } from './ticketColumns';

// Only the keys given here change; every other text keeps the grid's default.
const localeText = {
  groupingColumnHeaderName: 'Bucket',
  groupColumn: (name) => `Make buckets of ${name}`,
  unGroupColumn: (name) => `Stop making buckets of ${name}`,
};

export default function GroupingLocaleTextGrid() {
  return (
    <Box sx={{ height: 400, width: '100%' }}>
      <DataGridPremium
        rows={tickets}
        columns={ticketColumns}
        localeText={localeText}
        initialState={{ rowGrouping: { model: ['status', 'team'] } }}
      />
    </Box>
  );
}
