import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { DataGrid } from '@mui/x-data-grid';
import { sales } from '../shared/sales';

const columns = [
  { field: 'country', headerName: 'Country', width: 120 },
  { field: 'product', headerName: 'Product', width: 120 },
  { field: 'quarter', headerName: 'Quarter', width: 100 },
  { field: 'units', headerName: 'Units', type: 'number', width: 90 },
  { field: 'revenue', headerName: 'Revenue ($)', type: 'number', flex: 1, minWidth: 120 },
];

export default function LabelledReportGrid() {
  return (
    <Box
      component="section"
      aria-labelledby="sales-report-title"
      sx={{
        width: '100%',
        // Styles for the class names handed to the grid through `classes`.
        '& .MuiDataGrid-columnHeader.report-header': { bgcolor: 'primary.dark', color: 'primary.contrastText' },
        '& .report-header .MuiDataGrid-iconButtonContainer button': { color: 'inherit' },
        '& .MuiDataGrid-footerContainer.report-footer': { bgcolor: 'action.hover' },
      }}
    >
      <Typography id="sales-report-title" variant="h6" component="h3" sx={{ mb: 1 }}>
        Sales lines, 2025
      </Typography>
      <Box sx={{ height: 380 }}>
        <DataGrid
          rows={sales}
          columns={columns}
          aria-labelledby="sales-report-title"
          classes={{ columnHeader: 'report-header', footerContainer: 'report-footer' }}
          style={{ borderRadius: 0 }}
          scrollbarSize={12}
          density="compact"
        />
      </Box>
    </Box>
  );
}
