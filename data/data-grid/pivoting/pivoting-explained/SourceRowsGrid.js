import Box from '@mui/material/Box';
import { DataGridPremium } from '@mui/x-data-grid-premium';
import { shopSales, shopColumns } from './shop';

// Step 0: the flat rows, before any pivot.
export default function SourceRowsGrid() {
  return (
    <Box sx={{ height: 520, width: '100%' }}>
      <DataGridPremium rows={shopSales} columns={shopColumns} hideFooter />
    </Box>
  );
}
