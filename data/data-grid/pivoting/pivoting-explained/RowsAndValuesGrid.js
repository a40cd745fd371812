import Box from '@mui/material/Box';
import { DataGridPremium } from '@mui/x-data-grid-premium';
import { shopSales, shopColumns } from './shop';

// Step 1: a row field and a value field, no column field yet.
export default function RowsAndValuesGrid() {
  return (
    <Box sx={{ height: 300, width: '100%' }}>
      <DataGridPremium
        rows={shopSales}
        columns={shopColumns}
        initialState={{
          pivoting: {
            enabled: true,
            model: {
              rows: [{ field: 'store' }],
              columns: [],
              values: [{ field: 'revenue', aggFunc: 'sum' }],
            },
          },
        }}
      />
    </Box>
  );
}
