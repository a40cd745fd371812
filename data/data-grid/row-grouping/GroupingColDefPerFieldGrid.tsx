import Box from '@mui/material/Box';
import { DataGridPremium, type DataGridPremiumProps } from '@mui/x-data-grid-premium';
import { tickets } from './tickets';
import { ticketColumns } from './ticketColumns';

// Called once per generated grouping column; `fields` lists the fields that column groups by.
const groupingColDef: DataGridPremiumProps['groupingColDef'] = ({ fields }) => {
  if (fields.includes('team')) {
    return { headerName: 'Owning team', width: 180 };
  }
  if (fields.includes('status')) {
    return { headerName: 'Workflow state', width: 200, hideDescendantCount: true };
  }
  return null; // keep the defaults for any other field
};

export default function GroupingColDefPerFieldGrid() {
  return (
    <Box sx={{ height: 420, width: '100%' }}>
      <DataGridPremium
        rows={tickets}
        columns={ticketColumns}
        rowGroupingColumnMode="multiple"
        groupingColDef={groupingColDef}
        initialState={{ rowGrouping: { model: ['team', 'status'] } }}
        defaultGroupingExpansionDepth={1}
      />
    </Box>
  );
}
