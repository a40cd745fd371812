import Box from '@mui/material/Box';
import { DataGridPremium } from '@mui/x-data-grid-premium';
import { shopSales, shopColumns } from './shop';

// Step 2: the distinct months become columns; each cell sums the matching rows.
export default function ColumnsFromValuesGrid() {
  return (
    <Box sx={{ height: 340, width: '100%' }}>
      <DataGridPremium
        rows={shopSales}
        columns={shopColumns}
        initialState={{
          pivoting: {
            enabled: true,
            model: {
              rows: [{ field: 'store' }],
              columns: [{ field: 'month', sort: 'asc' }],
              values: [{ field: 'revenue', aggFunc: 'sum' }],
            },
          },
        }}
      />
    </Box>
  );
}
