import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import { DataGrid, useGridApiRef } from '@mui/x-data-grid';
import { sales } from '../shared/sales';

const columns = [
  { field: 'id', headerName: 'ID', width: 70 },
  { field: 'country', headerName: 'Country', width: 120 },
  { field: 'product', headerName: 'Product', width: 120 },
  { field: 'quarter', headerName: 'Quarter', width: 100 },
  { field: 'revenue', headerName: 'Revenue ($)', type: 'number', width: 130 },
];

// Landscape pages with small margins, and a heading added to the printed document.
const pageStyle = `
  @page { size: landscape; margin: 12mm; }
  body::before { content: 'Quarterly sales report'; display: block; font: 600 18px sans-serif; margin-bottom: 8px; }
`;

export default function PrintOptionsGrid() {
  const apiRef = useGridApiRef();

  const print = () =>
    apiRef.current?.exportDataAsPrint({
      fileName: 'Quarterly sales',
      fields: ['country', 'product', 'quarter', 'revenue'],
      hideToolbar: true,
      hideFooter: true,
      includeCheckboxes: false,
      pageStyle,
    });

  return (
    <Stack spacing={1} sx={{ alignItems: 'flex-start' }}>
      <Button size="small" variant="outlined" onClick={print}>
        Print report (landscape, no ID column)
      </Button>
      <Box sx={{ height: 380, width: '100%' }}>
        <DataGrid
          apiRef={apiRef}
          rows={sales}
          columns={columns}
          checkboxSelection
          showToolbar
          initialState={{ pagination: { paginationModel: { pageSize: 10 } } }}
          pageSizeOptions={[10]}
        />
      </Box>
    </Stack>
  );
}
