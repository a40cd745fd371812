import Box from '@mui/material/Box';
import { DataGridPremium } from '@mui/x-data-grid-premium';
import { sales } from '../shared/sales';

const columns = [
  { field: 'country', headerName: 'Country', width: 120 },
  { field: 'product', headerName: 'Product', width: 120 },
  { field: 'date', headerName: 'Date', type: 'date', width: 120 },
  { field: 'revenue', headerName: 'Revenue ($)', type: 'number', width: 130 },
];

// Premium adds "Download as Excel" to the toolbar export menu.
export default function ExcelExportGrid() {
  return (
    <Box sx={{ height: 420, width: '100%' }}>
      <DataGridPremium
        rows={sales}
        columns={columns}
        showToolbar
        slotProps={{
          toolbar: {
            excelOptions: {
              fileName: 'sales-2025',
              columnsStyles: { revenue: { numFmt: '#,##0 "$"' } },
            },
          },
        }}
      />
    </Box>
  );
}
