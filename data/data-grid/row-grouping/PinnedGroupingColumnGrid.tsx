import Box from '@mui/material/Box';
import { DataGridPremium, GRID_ROW_GROUPING_SINGLE_GROUPING_FIELD, type GridColDef } from '@mui/x-data-grid-premium';
import { tickets, type Ticket } from './tickets';

const columns: GridColDef<Ticket>[] = [
  { field: 'title', headerName: 'Title', width: 280 },
  { field: 'team', headerName: 'Team', width: 120 },
  { field: 'priority', headerName: 'Priority', width: 120 },
  { field: 'status', headerName: 'Status', width: 130 },
  { field: 'assignee', headerName: 'Assignee', width: 130 },
  { field: 'opened', headerName: 'Opened', type: 'date', width: 140 },
  { field: 'hours', headerName: 'Hours', type: 'number', width: 110 },
  { field: 'escalated', headerName: 'Escalated', type: 'boolean', width: 120 },
];

export default function PinnedGroupingColumnGrid() {
  return (
    <Box sx={{ height: 400, width: '100%', maxWidth: 640 }}>
      <DataGridPremium
        rows={tickets}
        columns={columns}
        defaultGroupingExpansionDepth={1}
        initialState={{
          rowGrouping: { model: ['assignee'] },
          // The single grouping column has a fixed field, so it can be pinned like any column.
          pinnedColumns: { left: [GRID_ROW_GROUPING_SINGLE_GROUPING_FIELD] },
        }}
      />
    </Box>
  );
}
