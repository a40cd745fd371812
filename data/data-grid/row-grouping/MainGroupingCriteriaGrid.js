import Box from '@mui/material/Box';
import { DataGridPremium, GRID_ROW_GROUPING_SINGLE_GROUPING_FIELD } from '@mui/x-data-grid-premium';
import { tickets } from './tickets';

const priorityRank = { Critical: 0, High: 1, Normal: 2, Low: 3 };
// Orders priorities by urgency instead of alphabetically.
const comparePriorities = (a, b) => priorityRank[a] - priorityRank[b];

const columns = [
  { field: 'title', headerName: 'Title', width: 260 },
  { field: 'team', headerName: 'Team', width: 110 },
  { field: 'priority', headerName: 'Priority', width: 110, sortComparator: comparePriorities },
  { field: 'status', headerName: 'Status', width: 120 },
  { field: 'hours', headerName: 'Hours', type: 'number', width: 90 },
];

export default function MainGroupingCriteriaGrid() {
  return (
    <Box sx={{ height: 440, width: '100%' }}>
      <DataGridPremium
        rows={tickets}
        columns={columns}
        defaultGroupingExpansionDepth={1}
        // Sorting and filtering the grouping column use the priority level, not the team level.
        groupingColDef={{ headerName: 'Team / priority', width: 220, mainGroupingCriteria: 'priority' }}
        initialState={{
          rowGrouping: { model: ['team', 'priority'] },
          sorting: { sortModel: [{ field: GRID_ROW_GROUPING_SINGLE_GROUPING_FIELD, sort: 'asc' }] },
          filter: {
            filterModel: {
              items: [
                { field: GRID_ROW_GROUPING_SINGLE_GROUPING_FIELD, operator: 'isAnyOf', value: ['Critical', 'High'] },
              ],
            },
          },
        }}
      />
    </Box>
  );
}
