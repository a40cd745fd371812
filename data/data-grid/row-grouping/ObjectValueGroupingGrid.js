import Box from '@mui/material/Box';
import { DataGridPremium } from '@mui/x-data-grid-premium';
import { tickets } from './tickets';

const columns = [
  { field: 'title', headerName: 'Title', width: 260 },
  {
    field: 'customer',
    headerName: 'Customer',
    width: 170,
    // The cell value is an object: show its name in cells...
    valueFormatter: (value) => value?.name ?? '',
    // ...and group by its tier, a plain string the grid can use as a key.
    groupingValueGetter: (value) => value.tier,
    sortComparator: (a, b) => (a?.name ?? '').localeCompare(b?.name ?? ''),
  },
  { field: 'team', headerName: 'Team', width: 110 },
  { field: 'hours', headerName: 'Hours', type: 'number', width: 90 },
];

export default function ObjectValueGroupingGrid() {
  return (
    <Box sx={{ height: 400, width: '100%' }}>
      <DataGridPremium
        rows={tickets}
        columns={columns}
        initialState={{ rowGrouping: { model: ['customer'] } }}
        groupingColDef={{ headerName: 'Customer tier', width: 190 }}
        defaultGroupingExpansionDepth={1}
      />
    </Box>
  );
}
