import Box from '@mui/material/Box';
import { DataGridPremium } from '@mui/x-data-grid-premium';
import { orders } from './orders';

const columns = [
  { field: 'region', headerName: 'Region', width: 110 },
  { field: 'customer', headerName: 'Customer', width: 140 },
  { field: 'units', headerName: 'Units', type: 'number', width: 120 },
];

// Group totals go into a footer row under each open group; the grid-wide total is dropped.
const getAggregationPosition = (groupNode) => (groupNode.depth === -1 ? null : 'footer');

export default function GroupFooterPositionGrid() {
  return (
    <Box sx={{ height: 420, width: '100%' }}>
      <DataGridPremium
        rows={orders}
        columns={columns}
        getAggregationPosition={getAggregationPosition}
        defaultGroupingExpansionDepth={1}
        initialState={{
          rowGrouping: { model: ['region'] },
          aggregation: { model: { units: 'sum' } },
        }}
      />
    </Box>
  );
}
