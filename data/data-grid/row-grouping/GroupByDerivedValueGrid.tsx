import Box from '@mui/material/Box';
import { DataGridPremium, type GridColDef } from '@mui/x-data-grid-premium';
import { sales, type Sale } from '../shared/sales';

const monthName = new Intl.DateTimeFormat('en-US', { month: 'long' });

const columns: GridColDef<Sale>[] = [
  {
    field: 'date',
    headerName: 'Date',
    type: 'date',
    width: 130,
    // Group by month name instead of by the exact date.
    groupingValueGetter: (value: Date) => monthName.format(value),
  },
  {
    field: 'revenue',
    headerName: 'Revenue ($)',
    type: 'number',
    width: 130,
    // Group into revenue bands.
    groupingValueGetter: (value: number) => (value >= 3000 ? 'Large deals' : 'Small deals'),
  },
  { field: 'country', headerName: 'Country', width: 120, groupable: false },
  { field: 'product', headerName: 'Product', width: 120 },
];

export default function GroupByDerivedValueGrid() {
  return (
    <Box sx={{ height: 460, width: '100%' }}>
      <DataGridPremium
        rows={sales}
        columns={columns}
        initialState={{ rowGrouping: { model: ['revenue'] } }}
        defaultGroupingExpansionDepth={1}
        groupingColDef={{ headerName: 'Group', width: 220 }}
      />
    </Box>
  );
}
