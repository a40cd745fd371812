import Box from '@mui/material/Box';
import { DataGridPremium } from '@mui/x-data-grid-premium';
import { shopSales, shopColumns } from './shop';

// Step 4: other aggregation functions. Each cell averages the revenue of its sales lines and
// counts them; each store's footer works on that store's source rows, not on the cells above it.
export default function AggregationFunctionsGrid() {
  return (
    <Box sx={{ height: 340, width: '100%' }}>
      <DataGridPremium
        rows={shopSales}
        columns={shopColumns}
        initialState={{
          pivoting: {
            enabled: true,
            model: {
              rows: [{ field: 'category' }],
              columns: [{ field: 'store', sort: 'asc' }],
              values: [
                { field: 'revenue', aggFunc: 'avg' },
                { field: 'bags', aggFunc: 'size' },
              ],
            },
          },
        }}
      />
    </Box>
  );
}
