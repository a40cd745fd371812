import Box from '@mui/material/Box';
import { DataGridPremium, GridColumnMenu } from '@mui/x-data-grid-premium';
import { sales } from '../../shared/sales';

// The Premium GridColumnMenu already holds the pinning, aggregation and grouping items.
function ReportColumnMenu(props) {
  return (
    <GridColumnMenu
      {...props}
      slots={{
        // This report keeps columns in place: no pinning entries.
        columnMenuPinningItem: null,
      }}
      slotProps={{
        // Grouping and aggregation first: they are what this report is about.
        columnMenuGroupingItem: { displayOrder: 1 },
        columnMenuAggregationItem: { displayOrder: 2 },
      }}
    />
  );
}

const columns = [
  { field: 'region', headerName: 'Region', width: 120 },
  { field: 'country', headerName: 'Country', width: 120 },
  { field: 'product', headerName: 'Product', width: 120 },
  { field: 'quarter', headerName: 'Quarter', width: 100 },
  { field: 'units', headerName: 'Units', type: 'number', width: 100 },
  { field: 'revenue', headerName: 'Revenue', type: 'number', width: 120 },
];

export default function PremiumColumnMenuGrid() {
  return (
    <Box sx={{ height: 400, width: '100%' }}>
      <DataGridPremium
        rows={sales}
        columns={columns}
        slots={{ columnMenu: ReportColumnMenu }}
        initialState={{
          rowGrouping: { model: ['region'] },
          aggregation: { model: { revenue: 'sum' } },
          columns: { columnVisibilityModel: { region: false } },
        }}
      />
    </Box>
  );
}
