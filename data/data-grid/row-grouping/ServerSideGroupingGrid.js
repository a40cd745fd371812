import Box from '@mui/material/Box';
import { DataGridPremium } from '@mui/x-data-grid-premium';
import { tickets } from './tickets';
import { ticketColumns } from './ticketColumns';

const wait = (ms) => new Promise((resolve) => setTimeout(resolve, ms));

// A fake server: it answers one level of the tree per request.
const dataSource = {
  getRows: async (params) => {
    await wait(500);
    const groupFields = params.groupFields ?? [];
    const groupKeys = params.groupKeys ?? [];
    const matching = tickets.filter((ticket) =>
      groupKeys.every((key, level) => String(ticket[groupFields[level]]) === key),
    );
    if (groupKeys.length < groupFields.length) {
      // Not at the deepest level yet: return one row per distinct value, with its size.
      const field = groupFields[groupKeys.length];
      const counts = new Map();
      matching.forEach((ticket) => {
        const key = String(ticket[field]);
        counts.set(key, (counts.get(key) ?? 0) + 1);
      });
      const rows = Array.from(counts, ([key, count]) => ({
        id: [...groupKeys, key].join('/'),
        groupKey: key,
        [field]: key,
        childCount: count,
      }));
      return { rows, rowCount: rows.length };
    }
    return { rows: matching, rowCount: matching.length };
  },
  getGroupKey: (row) => row.groupKey,
  getChildrenCount: (row) => row.childCount,
};

export default function ServerSideGroupingGrid() {
  return (
    <Box sx={{ height: 420, width: '100%' }}>
      <DataGridPremium
        columns={ticketColumns}
        dataSource={dataSource}
        // The fake server above ignores sorting and filtering, so the demo turns them off.
        disableColumnSorting
        disableColumnFilter
        initialState={{ rowGrouping: { model: ['team', 'priority'] } }}
      />
    </Box>
  );
}
