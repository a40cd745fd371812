import Box from '@mui/material/Box';
import { DataGridPremium, getRowGroupingFieldFromGroupingCriteria, type GridColDef } from '@mui/x-data-grid-premium';
import { tickets, type Ticket } from './tickets';

const columns: GridColDef<Ticket>[] = [
  { field: 'title', headerName: 'Title', width: 280 },
  { field: 'team', headerName: 'Team', width: 120 },
  { field: 'priority', headerName: 'Priority', width: 120 },
  { field: 'status', headerName: 'Status', width: 130 },
  { field: 'assignee', headerName: 'Assignee', width: 130 },
  { field: 'opened', headerName: 'Opened', type: 'date', width: 140 },
  { field: 'hours', headerName: 'Hours', type: 'number', width: 110 },
];

export default function MultipleGroupingColumnsPinnedGrid() {
  return (
    <Box sx={{ height: 420, width: '100%', maxWidth: 720 }}>
      <DataGridPremium
        rows={tickets}
        columns={columns}
        rowGroupingColumnMode="multiple"
        defaultGroupingExpansionDepth={1}
        initialState={{
          rowGrouping: { model: ['team', 'status'] },
          // In 'multiple' mode every grouping column has its own field, derived from the grouped field.
          pinnedColumns: {
            left: [getRowGroupingFieldFromGroupingCriteria('team'), getRowGroupingFieldFromGroupingCriteria('status')],
          },
          sorting: { sortModel: [{ field: getRowGroupingFieldFromGroupingCriteria('status'), sort: 'desc' }] },
        }}
      />
    </Box>
  );
}
