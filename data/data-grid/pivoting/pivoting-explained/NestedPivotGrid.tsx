import Box from '@mui/material/Box';
import { DataGridPremium } from '@mui/x-data-grid-premium';
import { shopSales, shopColumns } from './shop';

// Step 3: two column fields and two values: month > category groups, bags and revenue inside.
export default function NestedPivotGrid() {
  return (
    <Box sx={{ height: 440, width: '100%' }}>
      <DataGridPremium
        rows={shopSales}
        columns={shopColumns}
        showToolbar
        initialState={{
          pivoting: {
            enabled: true,
            model: {
              rows: [{ field: 'store' }],
              columns: [{ field: 'month', sort: 'asc' }, { field: 'category' }],
              values: [
                { field: 'bags', aggFunc: 'sum' },
                { field: 'revenue', aggFunc: 'sum' },
              ],
            },
          },
        }}
      />
    </Box>
  );
}
